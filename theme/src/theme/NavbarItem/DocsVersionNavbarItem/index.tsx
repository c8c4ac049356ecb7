// A link to the main doc of the version being read (or the preferred/latest one), labelled with
// that version.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import useFullPathname from '../../../hooks/useFullPathname';
import {
  isPathInVersion,
  useDocsVersionForLinks,
  versionMainDocPath,
} from '../../../hooks/useDocsNavbar';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

export default function DocsVersionNavbarItem({
  label,
  to,
  docsPluginId,
  ...props
}: NavbarItemProps) {
  const pathname = useFullPathname();
  const { version } = useDocsVersionForLinks(docsPluginId, pathname);
  return (
    <DefaultNavbarItem
      {...props}
      label={label ?? version.label}
      to={to ?? versionMainDocPath(version)}
      isActive={props.isActive ?? isPathInVersion(version, pathname)}
    />
  );
}
