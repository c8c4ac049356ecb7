// What loadContent reads: per version, its docs (drafts left out of production builds, ids
// checked unique) and its sidebars, normalized. The docs are the files of the version's folder;
// for each, the current locale's translation is read instead when it has one.
import fs from 'node:fs';
import path from 'node:path';
import { SiteError, importSiteModule } from '@tessera/core/node';
import { listDocFiles, readDoc, type DocFile } from './docs';
import type { DocFileCache } from './docFileCache';
import {
  loadSidebarsConfig,
  normalizeSidebars,
  type NormalizedItem,
  type NormalizedSidebars,
} from './sidebars';
import type { VersionSpec } from './versions';
import type { Options } from './options';

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
  /** Docusaurus' name and shape, which third-party plugins (local search indexes) read. */
  loadedVersions: LoadedVersion[];
}

export interface LoadedVersion {
  versionName: string;
  label: string;
  path: string;
  isLast: boolean;
  docs: DocFile[];
}

/** One version's docs (drafts left out of production) and normalized sidebars. */
export async function loadVersion(
  spec: VersionSpec,
  options: Options,
  isDev: boolean,
  cache: DocFileCache,
): Promise<VersionContent> {
  const all = listDocFiles(spec.docsDir, options).map((file) => {
    // The locale's translation of the file, when there is one (same path in its folder).
    const translated = path.join(spec.localizedDir, path.relative(spec.docsDir, file));
    const [source, dir] = fs.existsSync(translated)
      ? [translated, spec.localizedDir]
      : [file, spec.docsDir];
    return cache.read(source, dir, spec.routeBase, () => readDoc(source, dir, spec.routeBase));
  });
  const docs = all.filter((d) => !(d.frontMatter.draft && !isDev));
  assertUniqueIds(docs);
  // A fresh module each time: the dev server reloads an edited sidebars file.
  const config = await loadSidebarsConfig(spec.sidebarFile, (f) =>
    importSiteModule<{ default?: unknown }>(f),
  );
  const sidebars = normalizeSidebars(
    config,
    docs,
    spec.docsDir,
    typeof spec.sidebarFile === 'string' ? spec.sidebarFile : undefined,
    { collapsed: options.sidebarCollapsed, collapsible: options.sidebarCollapsible },
  );
  // Draft docs are gone from production builds: drop them from sidebars too, like Docusaurus.
  const draftIds = new Set(all.filter((d) => !docs.includes(d)).map((d) => d.id));
  if (draftIds.size)
    for (const name of Object.keys(sidebars))
      sidebars[name] = withoutDocs(sidebars[name]!, draftIds);
  return { spec, docs, sidebars };
}

/** The versions together: search and other readers get every doc and the last sidebars. */
export function docsContent(versions: VersionContent[]): DocsContent {
  const last = versions.find((v) => v.spec.isLast) ?? versions[0]!;
  const loadedVersions = versions.map(({ spec, docs }) => ({
    versionName: spec.name,
    label: spec.label,
    path: spec.routeBase,
    isLast: spec.isLast,
    docs,
  }));
  return {
    versions,
    docs: versions.flatMap((v) => v.docs),
    sidebars: last.sidebars,
    loadedVersions,
  };
}

function assertUniqueIds(docs: DocFile[]): void {
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
