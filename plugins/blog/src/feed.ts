// RSS 2.0 and Atom feeds, written after the build, and the <link> tags that name them.
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@tessera/core/node';
import type { Options } from './options';
import type { BlogPostMetadata } from './types';

export interface FeedInfo {
  title: string;
  description: string;
  siteUrl: string;
  blogUrl: string;
  copyright?: string;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function rssFeed(info: FeedInfo, posts: BlogPostMetadata[]): string {
  const items = posts
    .map((p) => {
      const url = info.siteUrl + p.permalink;
      return `<item><title>${xml(p.title)}</title><link>${xml(url)}</link><guid>${xml(url)}</guid><pubDate>${new Date(p.date).toUTCString()}</pubDate><description>${xml(p.description)}</description>${p.tags.map((t) => `<category>${xml(t.label)}</category>`).join('')}</item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>${xml(info.title)}</title><link>${xml(info.blogUrl)}</link><description>${xml(info.description)}</description><language>en</language>${info.copyright ? `<copyright>${xml(info.copyright)}</copyright>` : ''}${posts[0] ? `<lastBuildDate>${new Date(posts[0].date).toUTCString()}</lastBuildDate>` : ''}
${items}
</channel></rss>
`;
}

export function atomFeed(info: FeedInfo, posts: BlogPostMetadata[]): string {
  const entries = posts
    .map((p) => {
      const url = info.siteUrl + p.permalink;
      return `<entry><title>${xml(p.title)}</title><id>${xml(url)}</id><link href="${xml(url)}"/><updated>${new Date(p.date).toISOString()}</updated><summary>${xml(p.description)}</summary>${p.authors.map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`).join('')}${p.tags.map((t) => `<category term="${xml(t.label)}"/>`).join('')}</entry>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>${xml(info.blogUrl)}</id><title>${xml(info.title)}</title><subtitle>${xml(info.description)}</subtitle><link href="${xml(info.blogUrl)}"/><updated>${posts[0] ? new Date(posts[0].date).toISOString() : new Date(0).toISOString()}</updated>
${entries}
</feed>
`;
}

/** The feeds' title: `feedOptions.title`, else the site's title and the blog's. */
function feedTitle(options: Options, context: LoadContext): string {
  return options.feedOptions.title ?? `${context.siteConfig.title} ${options.blogTitle}`;
}

/** `<link rel="alternate">` head tags for the blog's feeds (none when there are none). */
export function feedLinkTags(base: string, options: Options, context: LoadContext) {
  const type = options.feedOptions.type;
  if (!type.length) return {};
  const title = feedTitle(options, context);
  const tags = [];
  if (type.includes('rss'))
    tags.push({
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: `${base}/rss.xml`,
        title: `${title} RSS Feed`,
      },
    });
  if (type.includes('atom'))
    tags.push({
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/atom+xml',
        href: `${base}/atom.xml`,
        title: `${title} Atom Feed`,
      },
    });
  return { headTags: tags };
}

/** Writes `rss.xml` and `atom.xml` (as configured) into the blog's folder of the output. */
export async function writeFeeds(
  outDir: string,
  allPosts: BlogPostMetadata[],
  base: string,
  options: Options,
  context: LoadContext,
): Promise<void> {
  const type = options.feedOptions.type;
  if (!type.length) return;
  const posts = allPosts.filter((p) => !p.unlisted).slice(0, options.feedOptions.limit);
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const info = {
    title: feedTitle(options, context),
    description: options.feedOptions.description ?? options.blogDescription,
    siteUrl,
    blogUrl: siteUrl + base,
    copyright: options.feedOptions.copyright,
  };
  const target = path.join(outDir, base.slice(context.baseUrl.length));
  await fs.promises.mkdir(target, { recursive: true });
  if (type.includes('rss'))
    await fs.promises.writeFile(path.join(target, 'rss.xml'), rssFeed(info, posts));
  if (type.includes('atom'))
    await fs.promises.writeFile(path.join(target, 'atom.xml'), atomFeed(info, posts));
}
