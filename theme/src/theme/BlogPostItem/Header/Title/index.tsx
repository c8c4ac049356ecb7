// The post's title: the page's h1 on its own page, an h2 linking to it on list pages.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBlogPost } from '../../../../hooks/useBlogPost';

export interface Props {
  className?: string;
}

export default function BlogPostItemHeaderTitle({ className }: Props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const TitleTag = isBlogPostPage ? 'h1' : 'h2';
  return (
    <TitleTag className={clsx('blog-post-item__title', className)}>
      {isBlogPostPage ? metadata.title : <Link to={metadata.permalink}>{metadata.title}</Link>}
    </TitleTag>
  );
}
