// Stub until the docs theme lands.
import Layout from '@theme/Layout';

export default function DocTagDocListPage() {
  return <Layout title="DocTagDocListPage"><h1>DocTagDocListPage</h1></Layout>;
}
