// /docs/tags: every tag with its number of docs, grouped by first letter.
import type { TagsListData } from '@tessera/plugin-docs/client';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

type Tag = TagsListData['tags'][number];

function byLetter(tags: readonly Tag[]): Array<[string, Tag[]]> {
  const groups = new Map<string, Tag[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()];
}

export default function DocTagsListPage({ tags }: { tags: TagsListData }) {
  return (
    <Layout
      title={translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' })}
      description={translate({
        id: 'theme.DocTagsListPage.description',
        message: 'All the tags of the documentation',
      })}
    >
      <div className="doc-tags-list-page">
        <Heading as="h1" className="doc-tags-list-page__title">
          <Translate id="theme.tags.tagsPageTitle">Tags</Translate>
        </Heading>
        {byLetter(tags.tags).map(([letter, group]) => (
          <section key={letter} className="doc-tags-list-page__group">
            <h2 className="doc-tags-list-page__letter">{letter}</h2>
            <ul className="doc-tags-list-page__tags">
              {group.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink} className="doc-tags-list-page__tag" rel="tag">
                    {tag.label}
                    <span className="doc-tags-list-page__count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
