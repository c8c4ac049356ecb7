// Docs plugin: Markdown/MDX docs in Docusaurus 3 format, served under /docs with sidebars,
// breadcrumbs data, previous/next links, generated category index pages and tags pages.
import path from 'node:path';
import fs from 'node:fs';
import { z } from 'zod';
import type {
  LoadContext,
  Plugin,
  PluginActions,
  PluginFactory,
  RouteConfig,
} from '@tessera/core/node';
import {
  SiteError,
  closest,
  slugify,
  markdownPluginOptions,
  markdownPluginsFor,
} from '@tessera/core/node';
import { listDocFiles, readDoc, type DocFile } from './docs';
import {
  loadSidebarsConfig,
  normalizeSidebars,
  toClientSidebar,
  flattenSidebar,
  generatedIndexPath,
  pruneSidebar,
  sidebarCategories,
  type NormalizedSidebars,
  type NormalizedItem,
} from './sidebars';
import { versionSpecs, versioningOptions, type VersionSpec } from './versions';
import { globalData } from './globalData';
import type {
  ClientSidebar,
  ClientSidebarItem,
  DocMetadata,
  GeneratedIndexData,
  NavLink,
  TagsListData,
  TagDocListData,
} from './types';

export type * from './types';

const optionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('content/docs'),
    routeBasePath: z.string().default('docs'),
    sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
    /** A base URL, or Docusaurus' function of the doc (`({docPath, permalink, ...}) => url`). */
    editUrl: z.union([z.string(), z.function()]).optional(),
    /** Globs, relative to the docs folder, of the files that are docs. */
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    exclude: z
      .array(z.string())
      .default([
        '**/_*.{js,jsx,ts,tsx,md,mdx}',
        '**/_*/**',
        '**/*.test.{js,jsx,ts,tsx}',
        '**/__tests__/**',
      ]),
    /** Categories start collapsed unless the sidebar says otherwise. Default: true. */
    sidebarCollapsed: z.boolean().default(true),
    /** Categories can be collapsed. Default: true. */
    sidebarCollapsible: z.boolean().default(true),
    breadcrumbs: z.boolean().default(true),
    showLastUpdateTime: z.boolean().default(false),
    versionLabel: z.string().default('Next'),
    docItemComponent: z.string().default('@theme/DocItem'),
    ...markdownPluginOptions,
    ...versioningOptions,
  })
  .strict();

type Options = z.output<typeof optionsSchema>;

/** One version's docs and sidebars. */
export interface VersionContent {
  spec: VersionSpec;
  docs: DocFile[];
  sidebars: NormalizedSidebars;
}

export interface DocsContent {
  versions: VersionContent[];
  /** Every version's docs (readers that do not care about versions, such as search). */
  docs: DocFile[];
  /** The last version's sidebars. */
  sidebars: NormalizedSidebars;
}

export const PLUGIN_NAME = 'tessera-plugin-docs';

const docsPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<DocsContent> => {
  const docsDir = path.resolve(context.siteDir, options.path);
  const routeBase = (
    '/' + (context.baseUrl + options.routeBasePath).replace(/^\/+|\/+$/g, '')
  ).replace(/\/{2,}/g, '/');
  const sidebarFile = options.sidebarPath
    ? path.resolve(context.siteDir, options.sidebarPath)
    : options.sidebarPath;
  const fullSidebars = new Map<string, ClientSidebar>();
  const sidebarsDir = `__docs/${options.id}`;
  // One file per sidebar category (its items), fetched by pages whose copy of the sidebar left them out.
  const categoryFile = (name: string, at: number[]) =>
    `${slugify(name) || 'sidebar'}/${at.join('-')}.json`;

  const specs = versionSpecs(context, options, { docsDir, sidebarFile, routeBase });

  /** Where "Edit this page" goes: `editUrl` + the file's path from the site, or its function. */
  const editUrlOf = (doc: DocFile, spec: VersionSpec): string | undefined => {
    const fromSite = path.relative(context.siteDir, doc.source).split(path.sep).join('/');
    if (typeof options.editUrl === 'function')
      return (options.editUrl as (args: Record<string, unknown>) => string | undefined)({
        version: spec.name,
        versionDocsDirPath: path.relative(context.siteDir, spec.docsDir).split(path.sep).join('/'),
        docPath: path.relative(spec.docsDir, doc.source).split(path.sep).join('/'),
        permalink: doc.permalink,
        locale: context.siteConfig.i18n.defaultLocale,
      });
    return options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${fromSite}` : undefined;
  };

  /** One version's docs (drafts left out of production) and normalized sidebars. */
  const loadVersion = async (spec: VersionSpec): Promise<VersionContent> => {
    const all = listDocFiles(spec.docsDir, options).map((file) =>
      readDoc(file, spec.docsDir, spec.routeBase),
    );
    const docs = all.filter((d) => !(d.frontMatter.draft && !context.isDev));
    const seen = new Map<string, DocFile>();
    for (const doc of docs) {
      const other = seen.get(doc.id);
      if (other)
        throw new SiteError(
          `Two docs have the id "${doc.id}": ${other.relativePath} and ${doc.relativePath}.`,
          {
            location: { file: doc.source },
            hint: 'Give one of them another `id` in its front matter, or rename it.',
          },
        );
      seen.set(doc.id, doc);
    }
    const { tsImport } = await import('tsx/esm/api');
    const config = await loadSidebarsConfig(
      spec.sidebarFile,
      async (f) =>
        (await tsImport(`${f}?t=${Date.now()}`, import.meta.url)) as { default?: unknown },
    );
    // Draft docs are gone from production builds: drop them from sidebars too, like Docusaurus.
    const draftIds = new Set(all.filter((d) => !docs.includes(d)).map((d) => d.id));
    const sidebars = normalizeSidebars(
      config,
      docs,
      spec.docsDir,
      typeof spec.sidebarFile === 'string' ? spec.sidebarFile : undefined,
      { collapsed: options.sidebarCollapsed, collapsible: options.sidebarCollapsible },
    );
    if (draftIds.size)
      for (const name of Object.keys(sidebars))
        sidebars[name] = withoutDocs(sidebars[name]!, draftIds);
    return { spec, docs, sidebars };
  };

  /** The routes of one version; returns what its global data needs. */
  const addVersionRoutes = async (version: VersionContent, actions: PluginActions) => {
    const { docs, sidebars } = version;
    const routeBase = version.spec.routeBase;
    const filePrefix = version.spec.filePrefix;
    const sidebarKey = (name: string) => filePrefix + name;
    const docsById = new Map(docs.map((d) => [d.id, d]));
    const sidebarOfDoc = new Map<string, string>();
    const sidebarModules = new Map<string, string>();
    for (const [name, items] of Object.entries(sidebars)) {
      for (const entry of flattenSidebar(items))
        if (entry.kind === 'doc' && !entry.ref && !sidebarOfDoc.has(entry.id))
          sidebarOfDoc.set(entry.id, name);
      const full = { name, items: toClientSidebar(items, docsById, routeBase) };
      fullSidebars.set(sidebarKey(name), full);
      sidebarModules.set(
        name,
        await actions.createData(`${filePrefix}sidebar-${slugify(name) || 'sidebar'}.json`, full),
      );
    }
    // In production each page carries its own small copy of its sidebar (see pruneSidebar), in
    // the page's data file; the dev server keeps the shared full sidebar (it writes no files).
    const prunedSidebar = (name: string, pagePath: string) => ({
      name,
      items: pruneSidebar(
        fullSidebars.get(sidebarKey(name))!.items,
        pagePath,
        (at) => `${context.baseUrl}${sidebarsDir}/${categoryFile(sidebarKey(name), at)}`,
      ),
    });
    // The static renderer gets the full sidebar too when a page's copy left items out: the HTML
    // lists those of the categories it shows expanded.
    const serverSidebar = (pageSidebar: ClientSidebar | undefined) =>
      pageSidebar && hasOmitted(pageSidebar.items)
        ? { fullSidebar: sidebarModules.get(pageSidebar.name)! }
        : undefined;

    const navOf = (entry: ReturnType<typeof flattenSidebar>[number]): NavLink => {
      if (entry.kind === 'doc') {
        const d = docsById.get(entry.id)!;
        return {
          title: d.frontMatter.pagination_label ?? d.frontMatter.sidebar_label ?? d.title,
          permalink: d.permalink,
        };
      }
      return {
        title: entry.category.label,
        permalink: generatedIndexPath(entry.category, routeBase),
      };
    };
    const orders = new Map(
      Object.entries(sidebars).map(([name, items]) => [
        name,
        flattenSidebar(items).filter(
          (e) => e.kind === 'index' || (!e.ref && !docsById.get(e.id)!.frontMatter.unlisted),
        ),
      ]),
    );
    const explicitNav = (
      value: string | null | undefined,
      doc: DocFile,
    ): NavLink | undefined | null => {
      if (value === undefined) return undefined;
      if (value === null) return null;
      const target = docsById.get(value);
      if (!target)
        throw new SiteError(`pagination links to the doc id "${value}", which does not exist.`, {
          location: { file: doc.source },
          hint: `Did you mean one of: ${closest(value, docsById.keys(), 3).join(', ')}?`,
        });
      return {
        title: target.frontMatter.pagination_label ?? target.title,
        permalink: target.permalink,
      };
    };

    const tags = new Map<string, { label: string; permalink: string; docs: DocFile[] }>();
    const tagsBase = `${routeBase}/tags`;
    const docRoutes: Array<Promise<RouteConfig>> = [];
    for (const doc of docs) {
      const displayed = doc.frontMatter.displayed_sidebar;
      const sidebar = displayed === null ? undefined : (displayed ?? sidebarOfDoc.get(doc.id));
      if (displayed && !sidebars[displayed]) {
        throw new SiteError(
          `displayed_sidebar names the sidebar "${displayed}", which does not exist.`,
          {
            location: { file: doc.source },
            hint: `Sidebars: ${Object.keys(sidebars).join(', ')}.`,
          },
        );
      }
      const order = sidebar ? (orders.get(sidebar) ?? []) : [];
      const index = order.findIndex((e) => e.kind === 'doc' && e.id === doc.id);
      const prevExplicit = explicitNav(doc.frontMatter.pagination_prev, doc);
      const nextExplicit = explicitNav(doc.frontMatter.pagination_next, doc);
      const docTags = (doc.frontMatter.tags ?? []).map((t) => {
        const label = typeof t === 'string' ? t : t.label;
        const permalink =
          typeof t === 'object' && t.permalink
            ? `${tagsBase}/${t.permalink.replace(/^\//, '')}`
            : `${tagsBase}/${slugify(label)}`;
        const entry = tags.get(permalink) ?? { label, permalink, docs: [] };
        if (!doc.frontMatter.unlisted) entry.docs.push(doc);
        tags.set(permalink, entry);
        return { label, permalink };
      });
      const metadata: DocMetadata = {
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        slug: doc.slug,
        source: path.relative(context.siteDir, doc.source).split(path.sep).join('/'),
        sidebar,
        sidebarPosition: doc.position,
        previous:
          prevExplicit === null
            ? undefined
            : (prevExplicit ?? (index > 0 ? navOf(order[index - 1]!) : undefined)),
        next:
          nextExplicit === null
            ? undefined
            : (nextExplicit ??
              (index >= 0 && index < order.length - 1 ? navOf(order[index + 1]!) : undefined)),
        tags: docTags,
        unlisted: doc.frontMatter.unlisted === true,
        draft: doc.frontMatter.draft === true,
        editUrl: doc.frontMatter.custom_edit_url ?? editUrlOf(doc, version.spec),
        lastUpdatedAt: options.showLastUpdateTime
          ? Math.round(fs.statSync(doc.source).mtimeMs)
          : undefined,
        frontMatter: doc.frontMatter,
        version: { name: version.spec.name, label: version.spec.label },
      };
      const pageSidebar =
        sidebar && !context.isDev ? prunedSidebar(sidebar, doc.permalink) : undefined;
      const fullSidebar = serverSidebar(pageSidebar);
      // The data files are written concurrently (one at a time is slow on large sites), 64 at
      // a time (all at once holds every doc's JSON in memory at once); the routes are added
      // afterwards, in doc order.
      if (docRoutes.length % 64 === 0) await Promise.all(docRoutes.slice(-64));
      docRoutes.push(
        actions
          .createData(`${filePrefix}doc-${doc.id.replace(/\//g, '--')}.json`, {
            metadata,
            sidebar: pageSidebar,
          })
          .then((dataFile) => {
            const modules: Record<string, string> = {
              content: doc.source,
              metadata: `${dataFile}#metadata`,
            };
            if (sidebar)
              modules.sidebar = pageSidebar ? `${dataFile}#sidebar` : sidebarModules.get(sidebar)!;
            return {
              path: doc.permalink,
              component: options.docItemComponent,
              exact: true,
              modules,
              serverModules: fullSidebar,
              sidebar,
              unlisted: metadata.unlisted,
            };
          }),
      );
    }
    for (const route of await Promise.all(docRoutes)) actions.addRoute(route);

    // Generated index pages for categories that ask for one.
    for (const [name, items] of Object.entries(sidebars)) {
      const order = orders.get(name)!;
      for (const category of categoriesWithGeneratedIndex(items)) {
        const permalink = generatedIndexPath(category, routeBase);
        const at = order.findIndex((e) => e.kind === 'index' && e.category === category);
        const link = category.link as { title?: string; description?: string };
        const data: GeneratedIndexData = {
          title: link.title ?? category.label,
          description: link.description,
          permalink,
          items: toClientSidebar(category.items, docsById, routeBase).flatMap(
            (item): GeneratedIndexData['items'] => {
              if (item.type === 'html') return [];
              if (item.type === 'link')
                return [
                  {
                    type: 'link' as const,
                    label: item.label,
                    href: item.href,
                    description: item.docId ? docsById.get(item.docId)?.description : undefined,
                  },
                ];
              return item.href
                ? [
                    {
                      type: 'category' as const,
                      label: item.label,
                      href: item.href,
                      count: item.items.length,
                    },
                  ]
                : [];
            },
          ),
          previous: at > 0 ? navOf(order[at - 1]!) : undefined,
          next: at >= 0 && at < order.length - 1 ? navOf(order[at + 1]!) : undefined,
        };
        actions.addRoute({
          path: permalink,
          component: '@theme/DocCategoryGeneratedIndexPage',
          exact: true,
          sidebar: name,
          ...(await (async () => {
            const pageSidebar = context.isDev ? undefined : prunedSidebar(name, permalink);
            const file = await actions.createData(`index-${slugify(permalink)}.json`, {
              categoryGeneratedIndex: data,
              sidebar: pageSidebar,
            });
            return {
              modules: {
                categoryGeneratedIndex: `${file}#categoryGeneratedIndex`,
                sidebar: pageSidebar ? `${file}#sidebar` : sidebarModules.get(name)!,
              },
              serverModules: serverSidebar(pageSidebar),
            };
          })()),
        });
      }
    }

    if (tags.size) {
      const list: TagsListData = {
        allTagsPath: tagsBase,
        tags: [...tags.values()]
          .map((t) => ({ label: t.label, permalink: t.permalink, count: t.docs.length }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      };
      actions.addRoute({
        path: tagsBase,
        component: '@theme/DocTagsListPage',
        exact: true,
        modules: { tags: await actions.createData(`${filePrefix}tags-list.json`, list) },
      });
      for (const tag of tags.values()) {
        const data: TagDocListData = {
          label: tag.label,
          permalink: tag.permalink,
          allTagsPath: tagsBase,
          count: tag.docs.length,
          items: tag.docs.map((d) => ({
            id: d.id,
            title: d.title,
            description: d.description,
            permalink: d.permalink,
          })),
        };
        actions.addRoute({
          path: tag.permalink,
          component: '@theme/DocTagDocListPage',
          exact: true,
          modules: {
            tag: await actions.createData(`${filePrefix}tag-${slugify(tag.label)}.json`, data),
          },
        });
      }
    }

    return { version, sidebarOfDoc, docsById };
  };

  return {
    name: PLUGIN_NAME,
    getMarkdownPlugins: () =>
      markdownPluginsFor(
        specs.map((spec) => spec.docsDir),
        options,
      ),
    getPathsToWatch: () => [
      docsDir,
      ...(typeof sidebarFile === 'string' ? [path.dirname(sidebarFile)] : []),
    ],

    async loadContent() {
      const versions = await Promise.all(specs.map(loadVersion));
      const last = versions.find((v) => v.spec.isLast) ?? versions[0]!;
      return { versions, docs: versions.flatMap((v) => v.docs), sidebars: last.sidebars };
    },

    async contentLoaded({ content, actions }) {
      fullSidebars.clear();
      const built = [];
      for (const version of content.versions) built.push(await addVersionRoutes(version, actions));
      actions.setGlobalData(globalData(built, routeBase, options, context));
    },

    async postBuild({ outDir }) {
      // Each category's items, fetched by the pages whose copy of the sidebar left them out.
      for (const [name, sidebar] of fullSidebars) {
        await fs.promises.mkdir(
          path.join(outDir, sidebarsDir, path.dirname(categoryFile(name, [0]))),
          { recursive: true },
        );
        for (const category of sidebarCategories(sidebar.items)) {
          await fs.promises.writeFile(
            path.join(outDir, sidebarsDir, categoryFile(name, category.path)),
            JSON.stringify({ items: category.items }),
          );
        }
      }
    },
  };
};

/** Whether a page's copy of its sidebar left any category's items out (see pruneSidebar). */
function hasOmitted(items: ClientSidebarItem[]): boolean {
  return items.some(
    (item) => item.type === 'category' && (!!item.omitted || hasOmitted(item.items)),
  );
}

function withoutDocs(items: NormalizedItem[], ids: Set<string>): NormalizedItem[] {
  return items.flatMap((item): NormalizedItem[] => {
    if (item.type === 'doc') return ids.has(item.id) ? [] : [item];
    if (item.type === 'category')
      return [
        {
          ...item,
          link: item.link?.type === 'doc' && ids.has(item.link.id) ? undefined : item.link,
          items: withoutDocs(item.items, ids),
        },
      ];
    return [item];
  });
}

function categoriesWithGeneratedIndex(
  items: NormalizedItem[],
): Array<Extract<NormalizedItem, { type: 'category' }>> {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [
          ...(item.link?.type === 'generated-index' ? [item] : []),
          ...categoriesWithGeneratedIndex(item.items),
        ]
      : [],
  );
}

docsPlugin.optionsSchema = optionsSchema;
export default docsPlugin;
