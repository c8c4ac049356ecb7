// Stub until the docs theme lands.
import Layout from '@theme/Layout';

export default function DocCategoryGeneratedIndexPage() {
  return <Layout title="DocCategoryGeneratedIndexPage"><h1>DocCategoryGeneratedIndexPage</h1></Layout>;
}
