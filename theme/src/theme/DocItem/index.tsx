// A doc page: sidebar | breadcrumbs, title, content, tags, edit link, previous/next | TOC.
// Below 996px the sidebar moves into the navbar's mobile menu (hence the sidebar provider
// around the Layout) and the TOC becomes a collapsible block above the content.
import useThemeConfig from '../../hooks/useThemeConfig';
import type { ComponentType } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import type { ClientSidebar, DocMetadata } from '@tessera/plugin-docs/client';
import Layout from '@theme/Layout';
import Admonition from '@theme/Admonition';
import DocSidebar from '@theme/DocSidebar';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocPaginator from '@theme/DocPaginator';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { DocsSidebarProvider } from '../../hooks/useDocsSidebar';
import { preloadOmittedItems } from '../../hooks/useOmittedSidebarItems';
import useFullPathname from '../../hooks/useFullPathname';
import useWindowSize from '../../hooks/useWindowSize';
import { filterTOC, resolveTOCLevels, type TOCItem } from '../../hooks/tocTree';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';
import Interpolate from '@docusaurus/Interpolate';

export interface DocContentModule {
  default: ComponentType;
  frontMatter?: Record<string, unknown>;
  toc?: TOCItem[];
  contentTitle?: string | null;
}

export interface DocItemProps {
  content: DocContentModule;
  metadata: DocMetadata;
  sidebar?: ClientSidebar;
  /** The whole sidebar, when `sidebar` left items out; static rendering only (a server module). */
  fullSidebar?: ClientSidebar;
}

interface DocFrontMatter {
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  keywords?: string[] | string;
  image?: string;
}

function EditIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

/**
 * 'Last updated on <time>', with Docusaurus' ids so their translations apply. translate() fills
 * in strings only: the {date} placeholder is left in and Interpolate puts the <time> there.
 */
function LastUpdated({ at }: { at: number }) {
  const atDate = translate({ id: 'theme.lastUpdated.atDate', message: ' on {date}' });
  const text = translate(
    { id: 'theme.lastUpdated.lastUpdatedAtBy', message: 'Last updated{atDate}{byUser}' },
    { atDate, byUser: '' },
  );
  const date = (
    // UTC: the server and the browser must print the same date.
    <time dateTime={new Date(at).toISOString()}>
      {new Date(at).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })}
    </time>
  );
  return <Interpolate values={{ date }}>{text}</Interpolate>;
}

function DocFooter({ metadata }: { metadata: DocMetadata }) {
  const { tags, editUrl, lastUpdatedAt } = metadata;
  if (!tags.length && !editUrl && !lastUpdatedAt) return null;
  return (
    <footer className="doc-item__footer">
      {tags.length > 0 && (
        <div className="doc-item__tags">
          <span className="doc-item__tags-label">
            <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
          </span>
          <ul className="doc-item__tag-list">
            {tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink} className="doc-item__tag" rel="tag">
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(editUrl || lastUpdatedAt) && (
        <div className="doc-item__meta">
          {editUrl && (
            <Link href={editUrl} className="doc-item__edit">
              <EditIcon />
              <Translate id="theme.common.editThisPage">Edit this page</Translate>
            </Link>
          )}
          {lastUpdatedAt && (
            <span className="doc-item__last-updated">
              <LastUpdated at={lastUpdatedAt} />
            </span>
          )}
        </div>
      )}
    </footer>
  );
}

function DocHead({ frontMatter, unlisted }: { frontMatter: DocFrontMatter; unlisted: boolean }) {
  const keywords = Array.isArray(frontMatter.keywords)
    ? frontMatter.keywords.join(', ')
    : frontMatter.keywords;
  return (
    <Head>
      {keywords && <meta name="keywords" content={keywords} />}
      {unlisted && <meta name="robots" content="noindex, nofollow" />}
    </Head>
  );
}

export default function DocItem({ content, metadata, sidebar, fullSidebar }: DocItemProps) {
  const { default: Content, toc = [], contentTitle } = content;
  const frontMatter = { ...content.frontMatter, ...metadata.frontMatter } as DocFrontMatter;
  const pathname = useFullPathname();
  const windowSize = useWindowSize();
  const themeTOC = useThemeConfig().tableOfContents;
  const levels = resolveTOCLevels(
    {
      minHeadingLevel: frontMatter.toc_min_heading_level,
      maxHeadingLevel: frontMatter.toc_max_heading_level,
    },
    themeTOC,
  );
  const showTOC = !frontMatter.hide_table_of_contents && filterTOC(toc, levels).length > 0;
  // The Markdown's own leading `# Title` is the title; don't print it twice.
  const showTitle = !frontMatter.hide_title && !contentTitle;
  // Before hydration the viewport is unknown: render both variants and let CSS pick.
  const desktopTOC = showTOC && windowSize !== 'mobile';
  const mobileTOC = showTOC && windowSize !== 'desktop';

  return (
    <DocsSidebarProvider sidebar={sidebar ?? null} full={fullSidebar}>
      <Layout title={metadata.title} description={metadata.description} image={frontMatter.image}>
        <DocHead frontMatter={frontMatter} unlisted={metadata.unlisted} />
        <div className={clsx('doc-page', sidebar && 'doc-page--with-sidebar')}>
          {sidebar && windowSize !== 'mobile' && (
            <DocSidebar sidebar={sidebar.items} path={pathname} />
          )}
          <div className="doc-page__main">
            <div className={clsx('doc-item', showTOC && 'doc-item--with-toc')}>
              <div className="doc-item__col">
                {metadata.unlisted && (
                  <Admonition
                    type="caution"
                    title={translate({
                      id: 'theme.contentVisibility.unlistedBanner.title',
                      message: 'Unlisted page',
                    })}
                    className="doc-item__banner"
                  >
                    <p>
                      <Translate id="theme.contentVisibility.unlistedBanner.message">
                        This page is unlisted. Search engines will not index it, and only users
                        having a direct link can access it.
                      </Translate>
                    </p>
                  </Admonition>
                )}
                {metadata.draft && (
                  <Admonition
                    type="caution"
                    title={translate({
                      id: 'theme.contentVisibility.draftBanner.title',
                      message: 'Draft page',
                    })}
                    className="doc-item__banner"
                  >
                    <p>
                      <Translate id="theme.contentVisibility.draftBanner.message">
                        This page is a draft. It is only visible in development and left out of
                        production builds.
                      </Translate>
                    </p>
                  </Admonition>
                )}
                <DocVersionBanner className="doc-item__banner theme-doc-version-banner" />
                <DocBreadcrumbs />
                <DocVersionBadge />
                {mobileTOC && (
                  <TOCCollapsible
                    toc={toc}
                    minHeadingLevel={levels.minHeadingLevel}
                    maxHeadingLevel={levels.maxHeadingLevel}
                    className="doc-item__toc-mobile"
                  />
                )}
                <article className="doc-item__article">
                  <MDXContent>
                    {showTitle && (
                      <header>
                        <Heading as="h1">{metadata.title}</Heading>
                      </header>
                    )}
                    <Content />
                  </MDXContent>
                  <DocFooter metadata={metadata} />
                </article>
                <DocPaginator previous={metadata.previous} next={metadata.next} />
              </div>
              {desktopTOC && (
                <div className="doc-item__toc-col">
                  <TOC
                    toc={toc}
                    minHeadingLevel={levels.minHeadingLevel}
                    maxHeadingLevel={levels.maxHeadingLevel}
                  />
                </div>
              )}
            </div>
          </div>
        </div>
      </Layout>
    </DocsSidebarProvider>
  );
}

/** A client navigation to this page waits for the sidebar items its copy left out (core Navigator). */
DocItem.prepare = ({ sidebar }: Pick<DocItemProps, 'sidebar'>) =>
  preloadOmittedItems(sidebar?.items);
