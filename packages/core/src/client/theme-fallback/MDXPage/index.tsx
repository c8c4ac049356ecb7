import type { ComponentType } from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';

interface Props {
  content: {
    default: ComponentType;
    frontMatter: Record<string, unknown>;
    contentTitle: string | null;
  };
}

/** A Markdown page from the pages plugin. */
export default function MDXPage({ content }: Props) {
  const { default: Content, frontMatter, contentTitle } = content;
  return (
    <Layout
      title={(frontMatter.title as string) ?? contentTitle ?? undefined}
      description={frontMatter.description as string | undefined}
    >
      <article>
        <MDXContent>
          <Content />
        </MDXContent>
      </article>
    </Layout>
  );
}
