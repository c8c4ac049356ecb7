// The post's date and reading time.
import clsx from 'clsx';
import { formatBlogDate, readingTimeLabel } from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import { useBlogPost } from '../../../../hooks/useBlogPost';

export interface Props {
  className?: string;
}

export default function BlogPostItemHeaderInfo({ className }: Props) {
  const { metadata } = useBlogPost();
  const locale = useCurrentLocale();
  return (
    <div className={clsx('blog-post-item__meta', className)}>
      <time dateTime={metadata.date}>{formatBlogDate(metadata.date)}</time>
      {metadata.readingTime > 0 && (
        <>
          <span className="blog-post-item__dot" aria-hidden="true">
            {' · '}
          </span>
          <span className="blog-post-item__reading-time">
            {readingTimeLabel(metadata.readingTime, locale)}
          </span>
        </>
      )}
    </div>
  );
}
