// "Read more →" on a list page, to the post a preview was cut from.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';

export type Props = ComponentProps<typeof Link> & {
  blogPostTitle: string;
};

export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  className,
  ...linkProps
}: Props) {
  return (
    <Link
      className={clsx('blog-post-item__read-more', className)}
      aria-label={translate(
        { id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' },
        { title: blogPostTitle },
      )}
      {...linkProps}
    >
      <Translate id="theme.blog.post.readMore">Read more</Translate>{' '}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
