// Pure helpers shared by the blog components (dates, grouping, types of the route props).
import type { ComponentType } from 'react';
import type { TocItem } from '@tessera/core/shared';
import { translate } from '@docusaurus/Translate';
import { selectPluralMessage } from '@theme/PluralForm';
import siteConfig from '@generated/site-config.json';

export type {
  BlogAuthor,
  BlogTag,
  BlogPostMetadata,
  BlogListMetadata,
  BlogSidebarData,
  BlogArchiveData,
  BlogTagsListData,
  BlogTagData,
  BlogAuthorsListData,
  BlogAuthorData,
} from '@tessera/plugin-blog/client';
export type { TocItem };

/** What a compiled Markdown/MDX post module exports. */
export interface MdxModule {
  default: ComponentType;
  frontMatter?: Record<string, unknown>;
  toc?: TocItem[];
  contentTitle?: string | null;
  hasTruncateMarker?: boolean;
}

// Post dates are stored as UTC midnight; formatting in UTC keeps the day stable in every time
// zone and makes the server and client render the same text. In the language (and calendar) of
// the locale being built, as Docusaurus formats them: each locale is a build of its own.
const locale = siteConfig.i18n?.currentLocale ?? 'en';
const calendar = siteConfig.i18n?.localeConfigs[locale]?.calendar;
const dateFormat = new Intl.DateTimeFormat(locale, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
  ...(calendar ? { calendar } : {}),
});
const shortDateFormat = new Intl.DateTimeFormat(locale, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
  ...(calendar ? { calendar } : {}),
});

/** '2024-03-15T00:00:00.000Z' -> 'March 15, 2024'. */
export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** '2024-03-15T00:00:00.000Z' -> 'Mar 15' (the year is shown by the group heading). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDateFormat.format(date);
}

export function yearOf(iso: string): string {
  return iso.slice(0, 4);
}

/** Groups items (already sorted newest first) by year, keeping their order. */
export function groupByYear<T extends { date: string }>(
  items: T[],
): Array<[year: string, items: T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = yearOf(item.date);
    const group = groups.get(year);
    if (group) group.push(item);
    else groups.set(year, [item]);
  }
  return [...groups.entries()];
}

/** 'Ada Lovelace' -> 'AL'; 'jeff' -> 'J'. Shown when an author has no avatar image. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}

/** '4 min read'; `locale` picks the plural form of a translated message. */
export function readingTimeLabel(minutes: number, locale = 'en'): string {
  const readingTime = Math.max(1, Math.round(minutes));
  const message = translate(
    { id: 'theme.blog.post.readingTime.plurals', message: '{readingTime} min read' },
    { readingTime },
  );
  return selectPluralMessage(message, readingTime, locale);
}

/** '1 post' / '3 posts', through translate() so a site can reword it. */
export function postCountLabel(count: number, locale = 'en'): string {
  return selectPluralMessage(
    translate({ id: 'theme.blog.post.plurals', message: '1 post|{count} posts' }, { count }),
    count,
    locale,
  );
}

/** English only (kept for swizzled components): theme strings use postCountLabel(). */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Tags grouped by their first letter (uppercased), letters in alphabetical order. */
export function groupTagsByLetter<T extends { label: string }>(
  tags: T[],
): Array<[letter: string, tags: T[]]> {
  const sorted = [...tags].sort((a, b) =>
    a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }),
  );
  const groups = new Map<string, T[]>();
  for (const tag of sorted) {
    const letter = (Array.from(tag.label.trim())[0] ?? '#').toUpperCase();
    const group = groups.get(letter);
    if (group) group.push(tag);
    else groups.set(letter, [tag]);
  }
  return [...groups.entries()];
}

// Handles in authors.yml `socials` expand to profile URLs; full URLs are kept as they are.
const SOCIAL_PLATFORMS: Record<string, { label: string; url: (handle: string) => string }> = {
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { label: 'X', url: (h) => `https://x.com/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  stackoverflow: { label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
  youtube: { label: 'YouTube', url: (h) => `https://youtube.com/@${h}` },
};

export function socialLinks(
  socials: Record<string, string> | undefined,
): Array<{ key: string; label: string; href: string }> {
  return Object.entries(socials ?? {})
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([key, value]) => {
      const platform = SOCIAL_PLATFORMS[key.toLowerCase()];
      const handle = value.trim().replace(/^@/, '');
      const href = /^https?:\/\//.test(value) ? value : platform ? platform.url(handle) : value;
      return { key, label: platform?.label ?? key.charAt(0).toUpperCase() + key.slice(1), href };
    })
    .filter((link) => /^https?:\/\//.test(link.href));
}
