// Home icon (docs root, DocBreadcrumbs/Items/Home), then the sidebar categories that contain the
// page, then the page. Also describes the trail to search engines as a schema.org BreadcrumbList.
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { jsonForScript } from '@tessera/core/shared';
import useSiteConfig from '@docusaurus/useSiteConfig';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import { useDocsSidebar } from '../../hooks/useDocsSidebar';
import useFullPathname from '../../hooks/useFullPathname';
import useActiveDocsPlugin from '../../hooks/useActiveDocsPlugin';
import { findSidebarTrail } from '../../hooks/docsSidebarUtils';
import './styles.css';
import { translate } from '@docusaurus/Translate';

interface Crumb {
  label: string;
  href?: string;
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

  return (
    <nav
      className={clsx('doc-breadcrumbs', className)}
      aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}
    >
      <StructuredData crumbs={crumbs} />
      <ol className="doc-breadcrumbs__list">
        <HomeBreadcrumbItem />
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
