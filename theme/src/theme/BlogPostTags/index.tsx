// A post's tags as small links to each tag's page.
import Link from '@docusaurus/Link';
import type { BlogTag } from '@theme/BlogUtils';
import './styles.css';
import Translate from '@docusaurus/Translate';

export default function BlogPostTags({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <span className="blog-tags__label">
        <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
      </span>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className="blog-tags__tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
