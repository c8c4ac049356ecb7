// The docs plugin's global data: per version, the docs navbar items name and each sidebar's
// first link (it ships with every page, so it stays small), and the check of navbar items that
// name docs, sidebars and versions.
import { z } from 'zod';
import { SiteError, closest, lineContaining, type LoadContext } from '@tessera/core/node';
import { flattenSidebar, generatedIndexPath } from './sidebars';
import type { DocFile } from './docs';
import type { DocsGlobalData, DocsVersionGlobalData } from './client';
import type { VersionContent } from './index';

export interface BuiltVersion {
  version: VersionContent;
  sidebarOfDoc: Map<string, string>;
  docsById: Map<string, DocFile>;
}

/**
 * Global data stays small (it ships with every page): per version, the docs navbar items name
 * and each sidebar's first link only. Navbar items are checked against the last version.
 */
export function globalData(
  built: BuiltVersion[],
  routeBase: string,
  options: { id: string; breadcrumbs: boolean },
  context: LoadContext,
): DocsGlobalData {
  const navbarItems = docsNavbarItems(context.siteConfig.themeConfig).filter(
    (item) => (item.docsPluginId ?? 'default') === options.id,
  );
  const last = built.find((b) => b.version.spec.isLast) ?? built[0]!;
  const versionNames = built.map((b) => b.version.spec.name);
  validateNavbarItems(navbarItems, last, versionNames, context);
  return {
    path: routeBase,
    versions: built.map((b) => versionGlobalData(b, navbarItems, built.length > 1)),
    breadcrumbs: options.breadcrumbs,
  };
}

function versionGlobalData(
  { version, sidebarOfDoc, docsById }: BuiltVersion,
  navbarItems: NavbarItemLike[],
  withDocPaths: boolean,
): DocsVersionGlobalData {
  const { spec } = version;
  const sidebars = firstLinks(version, docsById);
  const docs: Record<string, { path: string; sidebar?: string }> = {};
  for (const item of navbarItems) {
    const doc = item.type === 'doc' ? docsById.get(item.docId!) : undefined;
    if (doc) docs[doc.id] = { path: doc.permalink, sidebar: sidebarOfDoc.get(doc.id) };
  }
  const mainDoc =
    version.docs.find((d) => d.permalink.replace(/\/$/, '') === spec.routeBase) ??
    version.docs.find((d) => d.slug === '/') ??
    version.docs[0];
  return {
    name: spec.name,
    label: spec.label,
    isLast: spec.isLast,
    path: spec.routeBase,
    mainDocId: mainDoc?.id ?? '',
    mainDocPath: mainDoc?.permalink,
    docs,
    sidebars,
    draftIds: [] as string[],
    banner: spec.banner,
    badge: spec.badge,
    className: spec.className,
    ...(withDocPaths
      ? {
          docPaths: version.docs
            .filter((d) => !d.frontMatter.unlisted)
            .map((d) =>
              d.permalink.replace(/\/$/, '').slice(spec.routeBase.length).replace(/^\//, ''),
            ),
        }
      : {}),
  };
}

/** Each sidebar's first link: a doc, or a category's generated index. */
function firstLinks(version: VersionContent, docsById: Map<string, DocFile>) {
  const sidebars: Record<string, { link?: { path: string; label: string } }> = {};
  for (const [name, items] of Object.entries(version.sidebars)) {
    const first = flattenSidebar(items)[0];
    if (!first) sidebars[name] = {};
    else if (first.kind === 'doc') {
      const d = docsById.get(first.id)!;
      sidebars[name] = {
        link: { path: d.permalink, label: d.frontMatter.sidebar_label ?? d.title },
      };
    } else
      sidebars[name] = {
        link: {
          path: generatedIndexPath(first.category, version.spec.routeBase),
          label: first.category.label,
        },
      };
  }
  return sidebars;
}

function validateNavbarItems(
  navbarItems: NavbarItemLike[],
  last: BuiltVersion,
  versionNames: string[],
  context: LoadContext,
): void {
  const { docsById } = last;
  const sidebars = firstLinks(last.version, docsById);
  const lineOf = (text: string | undefined) =>
    lineContaining(context.siteConfigPath, `'${text}'`) ??
    lineContaining(context.siteConfigPath, `"${text}"`);
  for (const item of navbarItems) {
    if (item.type === 'doc' && !docsById.get(item.docId!))
      throw new SiteError(
        `The navbar item of type "doc" names the doc id "${item.docId}", which does not exist.`,
        {
          location: { file: context.siteConfigPath, line: lineOf(item.docId) },
          hint: `Did you mean one of: ${closest(String(item.docId), docsById.keys(), 5).join(', ')}?`,
        },
      );
    if (item.type === 'docSidebar') {
      const sidebar = sidebars[item.sidebarId!];
      if (!sidebar)
        throw new SiteError(
          `The navbar item of type "docSidebar" names the sidebar "${item.sidebarId}", which does not exist.`,
          {
            location: { file: context.siteConfigPath, line: lineOf(item.sidebarId) },
            hint: `Available sidebars: ${Object.keys(sidebars).join(', ')}.`,
          },
        );
      if (!sidebar.link)
        throw new SiteError(
          `The navbar item of type "docSidebar" names the sidebar "${item.sidebarId}", which has nothing to link to (no doc and no category index).`,
          { location: { file: context.siteConfigPath } },
        );
    }
    if (item.type === 'docsVersionDropdown' || item.type === 'docsVersion') {
      const listed = Array.isArray(item.versions)
        ? item.versions
        : Object.keys(item.versions ?? {});
      for (const name of [...listed, ...(item.docsVersion ? [item.docsVersion] : [])])
        if (!versionNames.includes(name))
          throw new SiteError(
            `The navbar item "${item.type}" names the docs version "${name}", which does not exist.`,
            {
              location: { file: context.siteConfigPath },
              hint: `Available versions: ${versionNames.join(', ')}.`,
            },
          );
    }
  }
}

/** The fields of navbar items that name docs, sidebars or versions: what this plugin resolves. */
type NavbarItemLike = {
  type?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  versions?: string[] | Record<string, unknown>;
  docsVersion?: string;
  items?: NavbarItemLike[];
  dropdownItemsBefore?: NavbarItemLike[];
  dropdownItemsAfter?: NavbarItemLike[];
};

// The theme owns and validates the navbar; this reads only the fields above (others are
// stripped), so a theme that shapes items differently cannot feed this plugin wrong types.
const navbarItemLike: z.ZodType<NavbarItemLike> = z.object({
  type: z.string().optional(),
  docId: z.string().optional(),
  sidebarId: z.string().optional(),
  docsPluginId: z.string().optional(),
  versions: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).optional(),
  docsVersion: z.string().optional(),
  items: z.lazy(() => z.array(navbarItemLike)).optional(),
  dropdownItemsBefore: z.lazy(() => z.array(navbarItemLike)).optional(),
  dropdownItemsAfter: z.lazy(() => z.array(navbarItemLike)).optional(),
});

const themeConfigNavbar = z.object({
  navbar: z.object({ items: z.array(navbarItemLike).catch([]) }).optional(),
});

/** Every navbar item, nested ones included. */
function docsNavbarItems(themeConfig: unknown): NavbarItemLike[] {
  const parsed = themeConfigNavbar.safeParse(themeConfig ?? {});
  return parsed.success ? flattenNavbar(parsed.data.navbar?.items ?? []) : [];
}

function flattenNavbar(items: NavbarItemLike[]): NavbarItemLike[] {
  return items.flatMap((item) => [
    item,
    ...flattenNavbar([
      ...(item.items ?? []),
      ...(item.dropdownItemsBefore ?? []),
      ...(item.dropdownItemsAfter ?? []),
    ]),
  ]);
}
