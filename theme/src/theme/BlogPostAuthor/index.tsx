// One author: avatar (image, or initials when there is none), name linking to their page or
// site, and their title.
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { initialsOf, postCountLabel, socialLinks, type BlogAuthor } from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import './styles.css';
import Translate from '@docusaurus/Translate';

export interface BlogPostAuthorProps {
  author: BlogAuthor;
  /** Post count, shown on the authors list. */
  count?: number;
  size?: 'sm' | 'lg';
  className?: string;
}

function AuthorSocials({ author }: { author: BlogAuthor }) {
  const links = socialLinks(author.socials);
  if (links.length === 0 && !author.email) return null;
  return (
    <span className="blog-author__socials">
      {links.map((link) => (
        <Link key={link.key} href={link.href} className="blog-author__social">
          {link.label}
        </Link>
      ))}
      {author.email && (
        <a href={`mailto:${author.email}`} className="blog-author__social">
          <Translate id="theme.BlogPostAuthor.email">Email</Translate>
        </a>
      )}
    </span>
  );
}

export default function BlogPostAuthor({
  author,
  count,
  size = 'sm',
  className,
}: BlogPostAuthorProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const locale = useCurrentLocale();
  // The author's page on this blog wins over their external site.
  const href = author.page ?? author.url;
  const avatar = author.imageURL ? (
    <img
      className="blog-author__avatar"
      src={withBaseUrl(author.imageURL)}
      alt={author.name}
      width={size === 'lg' ? 64 : 40}
      height={size === 'lg' ? 64 : 40}
      loading="lazy"
    />
  ) : (
    <span className="blog-author__avatar blog-author__avatar--initials" aria-hidden="true">
      {initialsOf(author.name)}
    </span>
  );
  return (
    <div className={clsx('blog-author', `blog-author--${size}`, className)}>
      {href ? (
        <Link to={href} className="blog-author__avatar-link" tabIndex={-1} aria-hidden="true">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className="blog-author__info">
        <span className="blog-author__name">
          {href ? <Link to={href}>{author.name}</Link> : author.name}
        </span>
        {author.title && <small className="blog-author__title">{author.title}</small>}
        {count !== undefined && (
          <small className="blog-author__count">{postCountLabel(count, locale)}</small>
        )}
        {/* Social links only on profile-sized entries, to keep post headers quiet. */}
        {size === 'lg' && <AuthorSocials author={author} />}
      </div>
    </div>
  );
}
