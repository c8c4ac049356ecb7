// Tags in alphabetical order, under one heading per first letter, each with its count.
import Tag from '@theme/Tag';
import './styles.css';

interface TagItem {
  label: string;
  permalink: string;
  description?: string;
  count: number;
}

export interface Props {
  tags: readonly TagItem[];
}

function byLetter(tags: readonly TagItem[]): Array<[string, TagItem[]]> {
  const groups = new Map<string, TagItem[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = (Array.from(tag.label.trim())[0] ?? '#').toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()];
}

export default function TagsListByLetter({ tags }: Props) {
  return (
    <div className="tags-by-letter">
      {byLetter(tags).map(([letter, group]) => (
        <section key={letter} className="tags-by-letter__group">
          <h2 className="tags-by-letter__letter">{letter}</h2>
          <ul className="tags-by-letter__list">
            {group.map((tag) => (
              <li key={tag.permalink}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
