// Reading docs: ids, slugs and URLs follow Docusaurus' rules, front matter is validated.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  readContentFile,
  SiteError,
  validateWith,
  listFilesRecursively,
  posixRelative,
} from '@tessera/core/node';
import picomatch from 'picomatch';

export const docFrontMatterSchema = z
  .object({
    id: z
      .string()
      .regex(/^[^/]+$/, 'must not contain a slash')
      .optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    slug: z.string().optional(),
    pagination_label: z.string().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    displayed_sidebar: z.string().nullable().optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    tags: z
      .array(
        z.union([z.string(), z.object({ label: z.string(), permalink: z.string().optional() })]),
      )
      .optional(),
    last_update: z
      .object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
      .optional(),
    custom_edit_url: z.string().nullable().optional(),
    parse_number_prefixes: z.boolean().optional(),
  })
  .passthrough();

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

export interface DocFile {
  id: string;
  /** Folder part of the id ('' at the root). */
  dir: string;
  source: string;
  relativePath: string;
  slug: string;
  permalink: string;
  title: string;
  description: string;
  frontMatter: DocFrontMatter;
  /** Position from front matter or the number prefix of the file name. */
  position?: number;
  isCategoryIndex: boolean;
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^\d])/;

export function stripNumberPrefix(name: string): { name: string; position?: number } {
  const m = NUMBER_PREFIX.exec(name);
  return m ? { name: name.slice(m[0].length), position: Number(m[1]) } : { name };
}

export function listDocFiles(
  dir: string,
  globs: { include: string[]; exclude: string[] } = { include: ['**/*.{md,mdx}'], exclude: [] },
): string[] {
  const included = picomatch(globs.include);
  const excluded = picomatch(globs.exclude.length ? globs.exclude : ['\0']);
  if (!fs.existsSync(dir))
    throw new SiteError(`The docs folder ${dir} does not exist.`, {
      hint: 'Create it, or set the `path` option of the docs plugin.',
    });
  const skipped = (name: string) =>
    name.startsWith('_') || name.startsWith('.') || name === 'node_modules';
  return listFilesRecursively(dir, skipped)
    .filter((file) => {
      const relative = posixRelative(dir, file);
      return /\.mdx?$/.test(path.basename(file)) && included(relative) && !excluded(relative);
    })
    .sort();
}

/**
 * `index`, `README` or the folder's own name, compared as written (number prefixes kept) and
 * case-insensitively, as Docusaurus compares them: `06_messaging/01_messaging.md` is no index.
 */
function isIndexName(fileName: string, parentFolder: string | undefined): boolean {
  const lower = fileName.toLowerCase();
  return (
    lower === 'index' ||
    lower === 'readme' ||
    (parentFolder !== undefined && lower === parentFolder.toLowerCase())
  );
}

/** Joins URL pieces and collapses slashes. */
function urlJoin(...parts: string[]): string {
  return ('/' + parts.filter(Boolean).join('/')).replace(/\/{2,}/g, '/');
}

export function readDoc(file: string, docsDir: string, routeBase: string): DocFile {
  const { frontMatter: raw, heading, body } = readContentFile(file);
  const frontMatter = validateWith(docFrontMatterSchema, raw, 'Front matter', file);
  const relativePath = posixRelative(docsDir, file);
  const segments = relativePath.replace(/\.mdx?$/, '').split('/');
  const parseNumbers = frontMatter.parse_number_prefixes !== false;
  const stripped = segments.map((s) =>
    parseNumbers ? stripNumberPrefix(s) : { name: s, position: undefined },
  );
  const fileName = stripped[stripped.length - 1]!;
  const dir = stripped
    .slice(0, -1)
    .map((s) => s.name)
    .join('/');
  const baseId = frontMatter.id ?? fileName.name;
  const id = dir ? `${dir}/${baseId}` : baseId;
  // As in Docusaurus, the file name alone decides (`id` in front matter renames the doc only).
  const isCategoryIndex = isIndexName(segments.at(-1)!, segments.at(-2));

  let slug: string;
  if (frontMatter.slug !== undefined) {
    slug = frontMatter.slug.startsWith('/') ? frontMatter.slug : urlJoin(dir, frontMatter.slug);
  } else if (isCategoryIndex) {
    slug = urlJoin(dir) + (dir ? '/' : '');
  } else {
    slug = urlJoin(dir, baseId);
  }
  if (
    slug !== '/' &&
    slug.length > 1 &&
    slug.endsWith('/') &&
    !isCategoryIndex &&
    frontMatter.slug === undefined
  )
    slug = slug.slice(0, -1);
  const permalink =
    urlJoin(routeBase, slug) + (slug.endsWith('/') && slug !== '/' ? '/' : slug === '/' ? '/' : '');
  const title = frontMatter.title ?? heading ?? baseId;
  const description = frontMatter.description ?? firstParagraph(body);
  return {
    id,
    dir,
    source: file,
    relativePath,
    slug,
    permalink: permalink.replace(/\/{2,}/g, '/'),
    title,
    description,
    frontMatter,
    position: frontMatter.sidebar_position ?? fileName.position,
    isCategoryIndex,
  };
}

/** A plain-text excerpt of the first paragraph, for meta descriptions. */
function firstParagraph(body: string): string {
  let inFence = false;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line || /^(#|import |export |:::|<|\||!\[|\{\/\*|-{3})/.test(line)) continue;
    return line
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .slice(0, 300);
  }
  return '';
}
