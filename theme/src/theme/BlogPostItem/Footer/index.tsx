// Below a post: its tags, and on list pages a "Read more" link when the content was cut at the
// truncate marker. Nothing when it has neither.
import clsx from 'clsx';
import BlogPostTags from '@theme/BlogPostTags';
import BlogPostItemFooterReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
import { useBlogPost } from '../../../hooks/useBlogPost';

export default function BlogPostItemFooter() {
  const { metadata, isBlogPostPage } = useBlogPost();
  const truncated = !isBlogPostPage && metadata.hasTruncateMarker;
  if (metadata.tags.length === 0 && !truncated) return null;
  return (
    <footer
      className={clsx('blog-post-item__footer', isBlogPostPage && 'blog-post-item__footer--page')}
    >
      <BlogPostTags tags={metadata.tags} />
      {truncated && (
        <BlogPostItemFooterReadMoreLink blogPostTitle={metadata.title} to={metadata.permalink} />
      )}
    </footer>
  );
}
