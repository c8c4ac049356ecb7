// Stub until the docs theme lands: renders the doc content only.
import type { ComponentType } from 'react';
import Layout from '@theme/Layout';

export default function DocItem({ content, metadata }: { content: { default: ComponentType }; metadata: { title: string; description: string } }) {
  const Content = content.default;
  return (
    <Layout title={metadata.title} description={metadata.description}>
      <Content />
    </Layout>
  );
}
