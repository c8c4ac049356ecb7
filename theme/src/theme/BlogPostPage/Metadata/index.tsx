// A post page's head tags: an article with its date, authors, tags and keywords; unlisted posts
// are kept away from search engines. The title, description and image are the Layout's.
import Head from '@docusaurus/Head';
import { useBlogPost } from '../../../hooks/useBlogPost';

export default function BlogPostPageMetadata() {
  const { metadata } = useBlogPost();
  const keywords = metadata.keywords ?? [];
  return (
    <Head>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={metadata.date} />
      {metadata.authors.map(
        (author, i) =>
          author.url && <meta key={i} property="article:author" content={author.url} />,
      )}
      {metadata.tags.map((tag) => (
        <meta key={tag.permalink} property="article:tag" content={tag.label} />
      ))}
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(',')} />}
      {/* Unlisted posts are reachable by URL only: keep them out of search engines too. */}
      {metadata.unlisted && <meta name="robots" content="noindex, nofollow" />}
    </Head>
  );
}
