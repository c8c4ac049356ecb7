// The page a sidebar category gets with `link: {type: 'generated-index'}`: title, description
// and a card for each item, in the docs layout (sidebar, breadcrumbs, previous/next).
import type { ClientSidebar, GeneratedIndexData } from '@tessera/plugin-docs/client';
import Layout from '@theme/Layout';
import DocSidebar from '@theme/DocSidebar';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import Heading from '@theme/Heading';
import { DocsSidebarProvider } from '../../hooks/useDocsSidebar';
import { preloadOmittedItems } from '../../hooks/useOmittedSidebarItems';
import useFullPathname from '../../hooks/useFullPathname';
import useWindowSize from '../../hooks/useWindowSize';
import './styles.css';

export interface DocCategoryGeneratedIndexPageProps {
  categoryGeneratedIndex: GeneratedIndexData;
  sidebar?: ClientSidebar;
  /** The whole sidebar, when `sidebar` left items out; static rendering only (a server module). */
  fullSidebar?: ClientSidebar;
}

export default function DocCategoryGeneratedIndexPage({
  categoryGeneratedIndex: index,
  sidebar,
  fullSidebar,
}: DocCategoryGeneratedIndexPageProps) {
  const pathname = useFullPathname();
  const windowSize = useWindowSize();
  return (
    <DocsSidebarProvider sidebar={sidebar ?? null} full={fullSidebar}>
      <Layout title={index.title} description={index.description}>
        <div className="doc-generated-index">
          {sidebar && windowSize !== 'mobile' && (
            <DocSidebar sidebar={sidebar.items} path={pathname} />
          )}
          <div className="doc-generated-index__main">
            <div className="doc-generated-index__col">
              <DocBreadcrumbs />
              <header className="doc-generated-index__header">
                <Heading as="h1" className="doc-generated-index__title">
                  {index.title}
                </Heading>
                {index.description && (
                  <p className="doc-generated-index__description">{index.description}</p>
                )}
              </header>
              <DocCardList items={index.items} />
              <DocPaginator previous={index.previous} next={index.next} />
            </div>
          </div>
        </div>
      </Layout>
    </DocsSidebarProvider>
  );
}

/** A client navigation to this page waits for the sidebar items its copy left out (core Navigator). */
DocCategoryGeneratedIndexPage.prepare = ({
  sidebar,
}: Pick<DocCategoryGeneratedIndexPageProps, 'sidebar'>) => preloadOmittedItems(sidebar?.items);
