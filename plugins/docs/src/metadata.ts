// A doc page's metadata (DocMetadata, what @theme/DocItem reads besides the content).
import fs from 'node:fs';
import path from 'node:path';
import { posixRelative, type LoadContext } from '@tessera/core/node';
import type { DocFile } from './docs';
import type { Neighbours } from './pagination';
import type { Options } from './options';
import type { VersionSpec } from './versions';
import type { DocMetadata } from './types';

/** Where the doc sits: its sidebar, previous/next links and tags (computed by the caller). */
export interface DocPlacement extends Neighbours {
  sidebar: string | undefined;
  tags: DocMetadata['tags'];
}

export function docMetadata(
  doc: DocFile,
  spec: VersionSpec,
  { sidebar, previous, next, tags }: DocPlacement,
  options: Options,
  context: LoadContext,
): DocMetadata {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    permalink: doc.permalink,
    slug: doc.slug,
    source: posixRelative(context.siteDir, doc.source),
    sidebar,
    sidebarPosition: doc.position,
    previous,
    next,
    tags,
    unlisted: doc.frontMatter.unlisted === true,
    draft: doc.frontMatter.draft === true,
    editUrl: doc.frontMatter.custom_edit_url ?? editUrlOf(doc, spec, options, context),
    lastUpdatedAt: options.showLastUpdateTime
      ? Math.round(fs.statSync(doc.source).mtimeMs)
      : undefined,
    frontMatter: doc.frontMatter,
    version: { name: spec.name, label: spec.label },
  };
}

/** Where "Edit this page" goes: `editUrl` + the file's path from the site, or its function. */
function editUrlOf(
  doc: DocFile,
  spec: VersionSpec,
  options: Options,
  context: LoadContext,
): string | undefined {
  // A translated doc is edited in its translation only with `editLocalizedFiles`, as in Docusaurus.
  const translated = doc.source.startsWith(spec.localizedDir + path.sep);
  const editedDir = translated && options.editLocalizedFiles ? spec.localizedDir : spec.docsDir;
  const fromSite = posixRelative(context.siteDir, path.join(editedDir, doc.relativePath));
  if (typeof options.editUrl === 'function')
    return (options.editUrl as (args: Record<string, unknown>) => string | undefined)({
      version: spec.name,
      versionDocsDirPath: posixRelative(context.siteDir, spec.docsDir),
      docPath: doc.relativePath,
      permalink: doc.permalink,
      locale: context.i18n.currentLocale,
    });
  return options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${fromSite}` : undefined;
}
