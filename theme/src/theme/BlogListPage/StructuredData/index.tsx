// A blog list page described to search engines as a schema.org Blog with its posts (JSON-LD).
import Head from '@docusaurus/Head';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { jsonForScript } from '@tessera/core/shared';
import type { BlogListMetadata, BlogPostMetadata } from '@theme/BlogUtils';
import { blogPostingOf } from '@theme/BlogPostPage/StructuredData';

export interface Props {
  metadata: BlogListMetadata;
  /** The page's posts, as Docusaurus passes them ({content: {metadata}}). */
  items?: ReadonlyArray<{ content: { metadata: BlogPostMetadata } }>;
  /** Or their metadata (this theme's list page props). */
  itemMetadata?: readonly BlogPostMetadata[];
}

export default function BlogListPageStructuredData({ metadata, items, itemMetadata }: Props) {
  const { withBaseUrl } = useBaseUrlUtils();
  const posts = itemMetadata ?? items?.map((item) => item.content.metadata) ?? [];
  const url = withBaseUrl(metadata.permalink, { absolute: true });
  const json = jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: metadata.blogTitle,
    description: metadata.blogDescription,
    blogPost: posts.map((post) => blogPostingOf(post, withBaseUrl)),
  });
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}
