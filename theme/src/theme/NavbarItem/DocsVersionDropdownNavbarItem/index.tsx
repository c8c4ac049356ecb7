// The docs version menu: one link per version (to its main doc), labelled with the version
// being read. Picking one remembers it as the preferred version for this docs plugin.
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import useFullPathname from '../../../hooks/useFullPathname';
import {
  savePreferredVersion,
  useDocsVersionForLinks,
  samePageInVersion,
  versionMainDocPath,
  type DocsVersion,
} from '../../../hooks/useDocsNavbar';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

/** `versions` lists names, or (Docusaurus) maps names to per-version overrides: keys in order. */
function pickVersions(
  all: DocsVersion[],
  listed: string[] | Record<string, unknown> | undefined,
): DocsVersion[] {
  if (!listed) return all;
  const names = Array.isArray(listed) ? listed : Object.keys(listed);
  const missing = names.filter((name) => !all.some((v) => v.name === name));
  if (missing.length) {
    throw new Error(
      `The docsVersionDropdown navbar item names versions that do not exist: ${missing.join(', ')}. Available versions are: ${all.map((v) => v.name).join(', ')}.`,
    );
  }
  return names.map((name) => all.find((v) => v.name === name)!);
}

export default function DocsVersionDropdownNavbarItem({
  docsPluginId,
  versions: versionNames,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  label,
  ...props
}: NavbarItemProps) {
  const pathname = useFullPathname();
  const pluginId = docsPluginId ?? 'default';
  const { data, version, active } = useDocsVersionForLinks(docsPluginId, pathname);
  const versions = pickVersions(data.versions, versionNames);
  const versionItems: NavbarItemProps[] = versions.map((v) => ({
    label: v.label,
    to: samePageInVersion(v, active, pathname),
    isActive: v.name === (active ?? version).name,
    onClick: () => savePreferredVersion(pluginId, v.name),
  }));
  const items = [...dropdownItemsBefore, ...versionItems, ...dropdownItemsAfter];
  const shownLabel = label ?? version.label;

  // One version and nothing else to list: a menu would be pointless, show a link.
  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        label={shownLabel}
        to={versionMainDocPath(version)}
        isActive={props.isActive ?? !!active}
      />
    );
  }
  return <DropdownNavbarItem {...props} label={shownLabel} items={items} />;
}
