// The first crumb: a house linking to the docs' home page, when a doc is served there.
import Link from '@docusaurus/Link';
import IconHome from '@theme/Icon/Home';
import { translate } from '@docusaurus/Translate';
import { useDocsSidebar, type SidebarItem } from '../../../../hooks/useDocsSidebar';
import useFullPathname from '../../../../hooks/useFullPathname';
import useActiveDocsPlugin from '../../../../hooks/useActiveDocsPlugin';
import { isItemPage } from '../../../../hooks/docsSidebarUtils';
import { isSamePath } from '../../../../hooks/navbarUtils';
import type { DocsGlobalData } from '../../../../hooks/docsGlobalData';

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

export default function HomeBreadcrumbItem() {
  const sidebar = useDocsSidebar();
  const docsData = useActiveDocsPlugin(useFullPathname());
  const homeHref = docsHomePath(docsData, sidebar?.items ?? []);
  if (!homeHref) return null;
  return (
    <li className="doc-breadcrumbs__item doc-breadcrumbs__item--home">
      <Link
        to={homeHref}
        className="doc-breadcrumbs__link"
        aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}
      >
        <IconHome className="doc-breadcrumbs__home-icon" />
      </Link>
    </li>
  );
}
