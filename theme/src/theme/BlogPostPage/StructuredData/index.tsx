// A post described to search engines as a schema.org BlogPosting (JSON-LD in the head).
import Head from '@docusaurus/Head';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { jsonForScript } from '@tessera/core/shared';
import type { BlogAuthor, BlogPostMetadata } from '@theme/BlogUtils';
import { useBlogPost } from '../../../hooks/useBlogPost';

type WithBaseUrl = ReturnType<typeof useBaseUrlUtils>['withBaseUrl'];

function person(author: BlogAuthor, withBaseUrl: WithBaseUrl) {
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(author.imageURL ? { image: withBaseUrl(author.imageURL, { absolute: true }) } : {}),
  };
}

/** The BlogPosting object of one post (also used in a list page's Blog object). */
export function blogPostingOf(metadata: BlogPostMetadata, withBaseUrl: WithBaseUrl) {
  const url = withBaseUrl(metadata.permalink, { absolute: true });
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: metadata.date,
    author: metadata.authors.map((author) => person(author, withBaseUrl)),
    ...(metadata.image ? { image: withBaseUrl(metadata.image, { absolute: true }) } : {}),
    ...(metadata.keywords?.length ? { keywords: metadata.keywords } : {}),
    isPartOf: {
      '@type': 'Blog',
      '@id': withBaseUrl(metadata.blogBasePath, { absolute: true }),
      name: metadata.blogTitle,
    },
  };
}

export default function BlogPostStructuredData() {
  const { metadata } = useBlogPost();
  const { withBaseUrl } = useBaseUrlUtils();
  const json = jsonForScript({
    '@context': 'https://schema.org',
    ...blogPostingOf(metadata, withBaseUrl),
  });
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}
