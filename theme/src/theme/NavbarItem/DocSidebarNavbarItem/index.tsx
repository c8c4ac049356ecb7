// A link to the first page of a docs sidebar; active on every page of that sidebar.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import useFullPathname from '../../../hooks/useFullPathname';
import { useDocsSidebar } from '../../../hooks/useDocsSidebar';
import {
  getSidebarLink,
  isPathInVersion,
  useDocsVersionForLinks,
} from '../../../hooks/useDocsNavbar';
import { isSamePath } from '../../../hooks/navbarUtils';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: NavbarItemProps) {
  const pathname = useFullPathname();
  const currentSidebar = useDocsSidebar();
  if (!sidebarId) throw new Error('A navbar item of type "docSidebar" needs a "sidebarId".');
  const { version } = useDocsVersionForLinks(docsPluginId, pathname);
  const link = getSidebarLink(version, sidebarId);
  const active =
    isSamePath(link.path, pathname) ||
    (currentSidebar?.name === sidebarId && isPathInVersion(version, pathname));
  return (
    <DefaultNavbarItem
      {...props}
      to={link.path}
      label={label ?? link.label}
      isActive={props.isActive ?? active}
    />
  );
}
