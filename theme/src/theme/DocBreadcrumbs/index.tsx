// Home icon (docs root), then the sidebar categories that contain the page, then the page.
// Also describes the trail to search engines as a schema.org BreadcrumbList.
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { jsonForScript } from '@tessera/core/shared';
import useSiteConfig from '@docusaurus/useSiteConfig';
import { useDocsSidebar } from '../../hooks/useDocsSidebar';
import useFullPathname from '../../hooks/useFullPathname';
import useActiveDocsPlugin from '../../hooks/useActiveDocsPlugin';
import { findSidebarTrail, isItemPage } from '../../hooks/docsSidebarUtils';
import { isSamePath } from '../../hooks/navbarUtils';
import type { DocsGlobalData } from '../../hooks/docsGlobalData';
import type { SidebarItem } from '../../hooks/useDocsSidebar';
import './styles.css';
import { translate } from '@docusaurus/Translate';

interface Crumb {
  label: string;
  href?: string;
}

/**
 * The docs root, when a doc is served there. Global data does not list every doc, so look for
 * a link to it in this sidebar, the sidebars' first links and the navbar's docs: a home icon
 * pointing nowhere would be a broken link.
 */
function docsHomePath(
  data: DocsGlobalData | undefined,
  items: readonly SidebarItem[],
): string | undefined {
  const version = data?.versions[0];
  if (!version) return undefined;
  const root = version.path;
  const inSidebar = (list: readonly SidebarItem[]): string | undefined => {
    for (const item of list) {
      if (item.type !== 'html' && isItemPage(item, root)) return item.href;
      const inner = item.type === 'category' ? inSidebar(item.items) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const known = [
    ...Object.values(version.sidebars).map((s) => s.link?.path),
    ...Object.values(version.docs).map((d) => d.path),
  ];
  // The path as the plugin wrote it, so the link matches the route exactly.
  return inSidebar(items) ?? known.find((path) => isSamePath(path, root));
}

function HomeIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="doc-breadcrumbs__home-icon"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"
      />
    </svg>
  );
}

function StructuredData({ crumbs }: { crumbs: Crumb[] }) {
  const { url } = useSiteConfig();
  const origin = url.replace(/\/$/, '');
  const elements = crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.label,
    ...(crumb.href ? { item: /^https?:/.test(crumb.href) ? crumb.href : origin + crumb.href } : {}),
  }));
  const json = jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: elements,
  });
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}

export default function DocBreadcrumbs({ className }: { className?: string }) {
  const sidebar = useDocsSidebar();
  const pathname = useFullPathname();
  const docsData = useActiveDocsPlugin(pathname);
  if (!sidebar || docsData?.breadcrumbs === false) return null;
  const trail = findSidebarTrail(sidebar.items, pathname);
  if (!trail.length) return null;
  const crumbs: Crumb[] = trail.map((item) => ({ label: item.label, href: item.href }));
  const homeHref = docsHomePath(docsData, sidebar.items);

  return (
    <nav
      className={clsx('doc-breadcrumbs', className)}
      aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}
    >
      <StructuredData crumbs={crumbs} />
      <ol className="doc-breadcrumbs__list">
        {homeHref && (
          <li className="doc-breadcrumbs__item doc-breadcrumbs__item--home">
            <Link
              to={homeHref}
              className="doc-breadcrumbs__link"
              aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}
            >
              <HomeIcon />
            </Link>
          </li>
        )}
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li
              key={`${i}-${crumb.label}`}
              className={clsx('doc-breadcrumbs__item', last && 'doc-breadcrumbs__item--active')}
            >
              {last ? (
                <span className="doc-breadcrumbs__current" aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <Link to={crumb.href} className="doc-breadcrumbs__link">
                  {crumb.label}
                </Link>
              ) : (
                <span className="doc-breadcrumbs__text">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
