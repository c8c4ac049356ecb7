// Stub until the docs theme lands.
import Layout from '@theme/Layout';

export default function DocTagsListPage() {
  return <Layout title="DocTagsListPage"><h1>DocTagsListPage</h1></Layout>;
}
