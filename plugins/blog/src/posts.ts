// Reading blog posts: dates and slugs from file names or front matter, authors and tags from
// their YAML maps, reading time, truncation.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import {
  readContentFile,
  SiteError,
  validateWith,
  slugify,
  lineContaining,
  listFilesRecursively,
  posixRelative,
} from '@tessera/core/node';
import type { BlogAuthor, BlogTag } from './types';

const authorObject = z
  .object({
    name: z.string().optional(),
    key: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    email: z.string().optional(),
  })
  .passthrough();
const tagObject = z.object({
  label: z.string(),
  permalink: z.string().optional(),
  description: z.string().optional(),
});

export const postFrontMatterSchema = z
  .object({
    slug: z.string().optional(),
    title: z.string().optional(),
    date: z.union([z.string(), z.date()]).optional(),
    description: z.string().optional(),
    authors: z
      .union([z.string(), authorObject, z.array(z.union([z.string(), authorObject]))])
      .optional(),
    author: z.string().optional(),
    author_title: z.string().optional(),
    author_url: z.string().optional(),
    author_image_url: z.string().optional(),
    tags: z.array(z.union([z.string(), tagObject])).optional(),
    image: z.string().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    keywords: z.array(z.string()).optional(),
    sidebar_label: z.string().optional(),
  })
  .passthrough();

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

export interface Post {
  source: string;
  slug: string;
  date: Date;
  title: string;
  description: string;
  frontMatter: PostFrontMatter;
  readingTime: number;
  hasTruncateMarker: boolean;
  authors: BlogAuthor[];
  tags: BlogTag[];
}

const DATE_IN_NAME = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/]?(.*?)(\/index)?(\.mdx?)?$/;
export const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export function listPostFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return listFilesRecursively(dir, (name) => name.startsWith('_') || name.startsWith('.'))
    .filter((file) => /\.mdx?$/.test(path.basename(file)))
    .sort();
}

/** Minutes to read at 200 words per minute, at least 1. */
export function readingTimeOf(body: string): number {
  const text = body.replace(/^(import|export) .*$/gm, '').replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 200));
}

export function parseDate(value: string | Date, file: string): Date {
  const text = String(value);
  const lineOf = () => lineContaining(file, `date: ${text}`) ?? lineContaining(file, text);
  // JavaScript rolls an impossible day over (2024-02-30 becomes March 1): check it first.
  const calendarDay = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/.exec(text);
  const impossible = calendarDay && impossibleDay(calendarDay.slice(1).map(Number));
  if (impossible) {
    const line = lineOf();
    throw new SiteError(`The date "${calendarDay[0]}" does not exist: ${impossible}.`, {
      location: { file, line },
      hint: `Fix the date ${line ? 'in the front matter' : 'at the start of the file name'}.`,
    });
  }
  const date =
    value instanceof Date
      ? value
      : new Date(calendarDay?.[0] === text ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) {
    throw new SiteError(`The date "${text}" cannot be read.`, {
      location: { file, line: lineOf() },
      hint: 'Write it as YYYY-MM-DD (e.g. 2024-03-15), in the front matter `date` or at the start of the file name.',
    });
  }
  return date;
}

/** Why [year, month, day] is not a day of the calendar, or undefined when it is one. */
function impossibleDay([year = 0, month = 0, day = 0]: number[]): string | undefined {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', {
    month: 'long',
    timeZone: 'UTC',
  });
  return day < 1 || day > days ? `${monthName} ${year} has ${days} days` : undefined;
}

/** authors.yml: `pageSlug` is set for authors with `page: true` or `page: { permalink }`. */
export type AuthorsMap = Record<string, BlogAuthor & { pageSlug?: string }>;
export type TagsMap = Record<string, BlogTag>;

function readYamlMap(file: string): Record<string, Record<string, unknown>> | null {
  if (!fs.existsSync(file)) return null;
  try {
    return (yaml.load(fs.readFileSync(file, 'utf8')) ?? {}) as Record<
      string,
      Record<string, unknown>
    >;
  } catch (error) {
    throw new SiteError(
      `This file is not valid YAML: ${(error as { reason?: string }).reason ?? (error as Error).message}`,
      { location: { file, line: ((error as { mark?: { line: number } }).mark?.line ?? 0) + 1 } },
    );
  }
}

export function loadAuthorsMap(file: string): AuthorsMap | null {
  const raw = readYamlMap(file);
  if (!raw) return null;
  const out: AuthorsMap = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!value || typeof value.name !== 'string')
      throw new SiteError(`The author "${key}" has no name.`, {
        location: { file },
        hint: 'Each author needs at least `name:`.',
      });
    out[key] = {
      key,
      name: value.name,
      title: value.title as string | undefined,
      url: value.url as string | undefined,
      imageURL: (value.image_url ?? value.imageURL) as string | undefined,
      email: value.email as string | undefined,
      socials: value.socials as Record<string, string> | undefined,
      pageSlug: authorPageSlug(key, value.page),
    };
  }
  return out;
}

/** As in Docusaurus, only an author with `page` gets a page: `true` names it by key. */
function authorPageSlug(key: string, page: unknown): string | undefined {
  if (page === true) return slugify(key);
  const permalink = (page as { permalink?: unknown } | null)?.permalink;
  if (typeof permalink === 'string') return permalink.replace(/^\/+/, '');
  return undefined;
}

export function loadTagsMap(file: string, tagsBase: string): TagsMap | null {
  const raw = readYamlMap(file);
  if (!raw) return null;
  const out: TagsMap = {};
  for (const [key, value] of Object.entries(raw)) {
    out[key] = {
      label: (value?.label as string) ?? key,
      permalink: `${tagsBase}/${String(value?.permalink ?? slugify(key)).replace(/^\//, '')}`,
      description: value?.description as string | undefined,
    };
  }
  return out;
}

export function readPost(
  file: string,
  dir: string,
  ctx: {
    authors: AuthorsMap | null;
    authorsFile: string;
    tags: TagsMap | null;
    tagsFile: string;
    tagsBase: string;
    authorsBase: string;
  },
): Post {
  const content = readContentFile(file);
  const frontMatter = validateWith(
    postFrontMatterSchema,
    content.frontMatter,
    'Front matter',
    file,
  );
  const relative = posixRelative(dir, file);
  const m = DATE_IN_NAME.exec(relative);
  let date: Date;
  if (frontMatter.date !== undefined) date = parseDate(frontMatter.date, file);
  else if (m) date = parseDate(`${m[1]}-${m[2]}-${m[3]}`, file);
  else
    throw new SiteError('This post has no date.', {
      location: { file },
      hint: 'Start the file name with YYYY-MM-DD- or add `date:` to the front matter.',
    });
  const nameSlug = m ? m[4]! : relative.replace(/(\/index)?\.mdx?$/, '');
  const iso = date.toISOString().slice(0, 10).replace(/-/g, '/');
  const slug = frontMatter.slug ?? `${iso}/${nameSlug}`;
  const title = frontMatter.title ?? content.heading ?? nameSlug;
  return {
    source: file,
    slug: slug.replace(/^\//, ''),
    date,
    title,
    description: frontMatter.description ?? excerpt(content.body),
    frontMatter,
    readingTime: readingTimeOf(content.body),
    hasTruncateMarker: TRUNCATE.test(content.body),
    authors: resolveAuthors(frontMatter, file, ctx),
    tags: resolveTags(frontMatter, file, ctx),
  };
}

function excerpt(body: string): string {
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line || /^(#|import |export |:::|<|\{\/\*|```|\||!\[)/.test(line)) continue;
    return line
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .slice(0, 300);
  }
  return '';
}

function resolveAuthors(
  fm: PostFrontMatter,
  file: string,
  ctx: { authors: AuthorsMap | null; authorsFile: string; authorsBase: string },
): BlogAuthor[] {
  if (fm.author)
    return [
      {
        name: fm.author,
        title: fm.author_title,
        url: fm.author_url,
        imageURL: fm.author_image_url,
      },
    ];
  const list =
    fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  return list.map((entry) => {
    const key = typeof entry === 'string' ? entry : entry.key;
    if (key !== undefined) {
      const found = ctx.authors?.[key];
      if (!found) {
        throw new SiteError(`The author "${key}" is not in ${path.basename(ctx.authorsFile)}.`, {
          location: { file },
          hint: ctx.authors
            ? `Known authors: ${Object.keys(ctx.authors).join(', ')}.`
            : `Create ${ctx.authorsFile} with an entry for "${key}", or write the author inline.`,
        });
      }
      const override = typeof entry === 'object' ? entry : {};
      const { pageSlug, ...author } = found;
      return {
        ...author,
        ...stripUndefined({ title: override.title, url: override.url }),
        ...(pageSlug ? { page: `${ctx.authorsBase}/${pageSlug}` } : {}),
      };
    }
    const inline = entry as z.infer<typeof authorObject>;
    if (!inline.name)
      throw new SiteError('An inline author needs a `name`.', { location: { file } });
    return {
      name: inline.name,
      title: inline.title,
      url: inline.url,
      imageURL: inline.image_url ?? inline.imageURL,
      email: inline.email,
    };
  });
}

function resolveTags(
  fm: PostFrontMatter,
  file: string,
  ctx: { tags: TagsMap | null; tagsFile: string; tagsBase: string },
): BlogTag[] {
  return (fm.tags ?? []).map((tag) => {
    if (typeof tag === 'object')
      return {
        label: tag.label,
        permalink: `${ctx.tagsBase}/${(tag.permalink ?? slugify(tag.label)).replace(/^\//, '')}`,
        description: tag.description,
      };
    if (ctx.tags) {
      const found = ctx.tags[tag];
      if (!found)
        throw new SiteError(`The tag "${tag}" is not in ${path.basename(ctx.tagsFile)}.`, {
          location: { file },
          hint: `Known tags: ${Object.keys(ctx.tags).join(', ')}.`,
        });
      return found;
    }
    return { label: tag, permalink: `${ctx.tagsBase}/${slugify(tag)}` };
  });
}

function stripUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
