// "Tags:" and a row of tag chips, below a doc or a post.
import clsx from 'clsx';
import Tag from '@theme/Tag';
import Translate from '@docusaurus/Translate';
import './styles.css';

export interface Props {
  tags: ReadonlyArray<{ label: string; permalink: string; description?: string }>;
  className?: string;
}

export default function TagsListInline({ tags, className }: Props) {
  return (
    <div className={clsx('tags-inline', className)}>
      <span className="tags-inline__label">
        <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
      </span>
      <ul className="tags-inline__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </div>
  );
}
