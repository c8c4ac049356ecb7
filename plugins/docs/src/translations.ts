// The docs' strings a locale translates, in Docusaurus' translation files: one per version
// (`current.json`, `version-<name>.json` in `i18n/<locale>/docusaurus-plugin-content-docs/`)
// with the version label and the sidebars' category labels, generated index titles and
// descriptions, link labels and doc labels given in the sidebar. Translated Markdown files are
// read by loadContent (content.ts); this is the rest.
import { docsContent } from './content';
import type { TranslationFile, TranslationFileContent } from '@tessera/core/node';
import { slug as githubSlug } from 'github-slugger';
import type { DocsContent, VersionContent } from './content';
import type { NormalizedItem } from './sidebars';
import { CURRENT_VERSION } from './versions';

/** The translation file's name of a version (no `.json`). */
export function versionTranslationPath(versionName: string): string {
  return versionName === CURRENT_VERSION ? CURRENT_VERSION : `version-${versionName}`;
}

export function docsTranslationFiles(content: DocsContent): TranslationFile[] {
  return content.versions.map((version) => ({
    path: versionTranslationPath(version.spec.name),
    content: versionMessages(version),
  }));
}

function versionMessages(version: VersionContent): TranslationFileContent {
  const messages: TranslationFileContent = {
    'version.label': {
      message: version.spec.label,
      description: `Label of the docs version "${version.spec.name}"`,
    },
  };
  for (const [name, items] of Object.entries(version.sidebars))
    walk(items, (item) => {
      for (const [key, message] of itemKeys(name, item))
        messages[key] = { message, description: `Sidebar "${name}"` };
    });
  return messages;
}

/** The keys Docusaurus gives an item's strings, with their untranslated text. */
function itemKeys(sidebar: string, item: NormalizedItem): Array<[string, string]> {
  if (item.type === 'category') {
    const key = `sidebar.${sidebar}.category.${item.label}`;
    const keys: Array<[string, string]> = [[key, item.label]];
    if (item.link?.type === 'generated-index') {
      if (item.link.title) keys.push([`${key}.link.generated-index.title`, item.link.title]);
      if (item.link.description)
        keys.push([`${key}.link.generated-index.description`, item.link.description]);
    }
    return keys;
  }
  if (item.type === 'link') return [[`sidebar.${sidebar}.link.${item.label}`, item.label]];
  if (item.type === 'doc' && item.label)
    return [[`sidebar.${sidebar}.doc.${item.label}`, item.label]];
  return [];
}

export function translateDocsContent(content: DocsContent, files: TranslationFile[]): DocsContent {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const versions = content.versions.map((version) => {
    const messages = byPath.get(versionTranslationPath(version.spec.name));
    // Nothing translated (a site with one locale): the content stays as it was, object for object.
    if (!messages || !translatesAnything(versionMessages(version), messages)) return version;
    const sidebars = Object.fromEntries(
      Object.entries(version.sidebars).map(([name, items]) => [
        name,
        translateItems(items, name, messages),
      ]),
    );
    const label = messages['version.label']?.message ?? version.spec.label;
    return { ...version, spec: { ...version.spec, label }, sidebars };
  });
  if (versions.every((v, i) => v === content.versions[i])) return content;
  return docsContent(versions);
}

function translatesAnything(
  defaults: TranslationFileContent,
  messages: TranslationFileContent,
): boolean {
  return Object.entries(defaults).some(([key, m]) => messages[key]?.message !== m.message);
}

function translateItems(
  items: NormalizedItem[],
  sidebar: string,
  messages: TranslationFileContent,
): NormalizedItem[] {
  const text = (key: string, fallback: string) => messages[key]?.message ?? fallback;
  return items.map((item): NormalizedItem => {
    if (item.type === 'category') {
      const key = `sidebar.${sidebar}.category.${item.label}`;
      let link = item.link;
      if (link?.type === 'generated-index')
        link = {
          ...link,
          // The index keeps the URL its untranslated label gives it, as in Docusaurus.
          slug: link.slug ?? `/category/${githubSlug(item.label)}`,
          ...(link.title ? { title: text(`${key}.link.generated-index.title`, link.title) } : {}),
          ...(link.description
            ? { description: text(`${key}.link.generated-index.description`, link.description) }
            : {}),
        };
      return {
        ...item,
        label: text(key, item.label),
        ...(link ? { link } : {}),
        items: translateItems(item.items, sidebar, messages),
      };
    }
    if (item.type === 'link')
      return { ...item, label: text(`sidebar.${sidebar}.link.${item.label}`, item.label) };
    if (item.type === 'doc' && item.label)
      return { ...item, label: text(`sidebar.${sidebar}.doc.${item.label}`, item.label) };
    return item;
  });
}

function walk(items: NormalizedItem[], visit: (item: NormalizedItem) => void): void {
  for (const item of items) {
    visit(item);
    if (item.type === 'category') walk(item.items, visit);
  }
}
