// A link to one doc (docId), in the version being read or the preferred/latest one. Active on
// every page of the doc's sidebar, like the docs section it stands for.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import useFullPathname from '../../../hooks/useFullPathname';
import { useDocsSidebar } from '../../../hooks/useDocsSidebar';
import {
  getVersionDoc,
  isPathInVersion,
  useDocsVersionForLinks,
} from '../../../hooks/useDocsNavbar';
import { isSamePath } from '../../../hooks/navbarUtils';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

export default function DocNavbarItem({ docId, label, docsPluginId, ...props }: NavbarItemProps) {
  const pathname = useFullPathname();
  const currentSidebar = useDocsSidebar();
  if (!docId) throw new Error('A navbar item of type "doc" needs a "docId".');
  const { version } = useDocsVersionForLinks(docsPluginId, pathname);
  const doc = getVersionDoc(version, docId);
  const active =
    isSamePath(doc.path, pathname) ||
    (!!doc.sidebar && currentSidebar?.name === doc.sidebar && isPathInVersion(version, pathname));
  return (
    <DefaultNavbarItem
      {...props}
      to={doc.path}
      label={label ?? docId}
      isActive={props.isActive ?? active}
    />
  );
}
