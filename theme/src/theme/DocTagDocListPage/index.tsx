// /docs/tags/<tag>: the docs with one tag.
import type { TagDocListData } from '@tessera/plugin-docs/client';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { usePluralForm } from '@theme/PluralForm';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export default function DocTagDocListPage({ tag }: { tag: TagDocListData }) {
  const { selectMessage } = usePluralForm();
  const nDocsTagged = selectMessage(
    tag.count,
    translate(
      {
        id: 'theme.docs.tagDocListPageTitle.nDocsTagged',
        message: '1 doc tagged|{count} docs tagged',
      },
      { count: tag.count },
    ),
  );
  const title = translate(
    { id: 'theme.docs.tagDocListPageTitle', message: '{nDocsTagged} with "{tagName}"' },
    { nDocsTagged, tagName: tag.label },
  );
  return (
    <Layout
      title={title}
      description={translate(
        { id: 'theme.DocTagDocListPage.description', message: 'Docs tagged with "{tagName}"' },
        { tagName: tag.label },
      )}
    >
      <div className="doc-tag-doc-list-page">
        <header className="doc-tag-doc-list-page__header">
          <Heading as="h1" className="doc-tag-doc-list-page__title">
            {title}
          </Heading>
          <Link to={tag.allTagsPath} className="doc-tag-doc-list-page__all">
            <Translate id="theme.tags.tagsPageLink">View all tags</Translate>
          </Link>
        </header>
        <ul className="doc-tag-doc-list-page__list">
          {tag.items.map((doc) => (
            <li key={doc.id} className="doc-tag-doc-list-page__item">
              <Link to={doc.permalink} className="doc-tag-doc-list-page__link">
                <h2 className="doc-tag-doc-list-page__doc-title">{doc.title}</h2>
                {doc.description && (
                  <p className="doc-tag-doc-list-page__description">{doc.description}</p>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
