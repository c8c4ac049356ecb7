// Blog plugin, one instance per blog-shaped section (blog, success stories, learn): paginated
// list pages, post pages, archive, tags, authors, and RSS/Atom feeds.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import { SiteError, slugify, markdownPluginOptions, markdownPluginsFor } from '@tessera/core/node';
import { listPostFiles, loadAuthorsMap, loadTagsMap, readPost, type Post } from './posts';
import { rssFeed, atomFeed } from './feed';
import type {
  BlogArchiveData,
  BlogAuthor,
  BlogListMetadata,
  BlogPostMetadata,
  BlogSidebarData,
  BlogTag,
} from './types';

export type * from './types';
export { readingTimeOf, parseDate } from './posts';

const optionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('content/blog'),
    routeBasePath: z.string().default('blog'),
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    blogSidebarTitle: z.string().default('Recent posts'),
    blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
    postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
    archiveBasePath: z.string().nullable().default('archive'),
    authorsMapPath: z.string().default('authors.yml'),
    tags: z.string().default('tags.yml'),
    showReadingTime: z.boolean().default(true),
    feedOptions: z
      .object({
        /** Which feeds to write: one name, a list (Docusaurus 3), 'all' or null for none. */
        type: z
          .union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json']))])
          .nullable()
          .default('all')
          .transform((t): Array<'rss' | 'atom' | 'json'> =>
            t === null ? [] : t === 'all' ? ['rss', 'atom'] : Array.isArray(t) ? t : [t],
          ),
        /** Docusaurus' styled feeds; accepted, the feeds are written without a stylesheet. */
        xslt: z.union([z.boolean(), z.record(z.string(), z.unknown())]).optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        copyright: z.string().optional(),
        limit: z.number().int().min(1).default(20),
      })
      .default({ type: ['rss', 'atom'], limit: 20 }),
    ...markdownPluginOptions,
  })
  .strict();

type Options = z.output<typeof optionsSchema>;

export interface BlogContent {
  posts: BlogPostMetadata[];
}

export const PLUGIN_NAME = 'tessera-plugin-blog';

/** 23 posts with 10 per page -> [[0..9], [10..19], [20..22]]. */
export function paginate<T>(items: T[], perPage: number | 'ALL'): T[][] {
  const size = perPage === 'ALL' ? Math.max(1, items.length) : perPage;
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

const blogPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<BlogContent> => {
  const dir = path.resolve(context.siteDir, options.path);
  const base = ('/' + (context.baseUrl + options.routeBasePath).replace(/^\/+|\/+$/g, '')).replace(
    /\/{2,}/g,
    '/',
  );
  const tagsBase = `${base}/tags`;
  const authorsBase = `${base}/authors`;
  const sources = new Map<string, string>();

  return {
    name: PLUGIN_NAME,
    getMarkdownPlugins: () => markdownPluginsFor([dir], options),
    getPathsToWatch: () => [dir],

    async loadContent() {
      // As in Docusaurus, a blog without its folder (the classic preset turns it on) has no posts.
      if (!fs.existsSync(dir)) return { posts: [] };
      const authorsFile = path.resolve(dir, options.authorsMapPath);
      const tagsFile = path.resolve(dir, options.tags);
      const ctx = {
        authors: loadAuthorsMap(authorsFile),
        authorsFile,
        tags: loadTagsMap(tagsFile, tagsBase),
        tagsFile,
        tagsBase,
        authorsBase,
      };
      const posts: Post[] = listPostFiles(dir)
        .map((file) => readPost(file, dir, ctx))
        .filter((p) => !(p.frontMatter.draft && !context.isDev))
        .sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
      const seen = new Map<string, string>();
      const metadata = posts.map((post): BlogPostMetadata => {
        const permalink = `${base}/${post.slug}`;
        const other = seen.get(permalink);
        if (other)
          throw new SiteError(
            `Two posts have the URL ${permalink}: ${path.relative(dir, other)} and ${path.relative(dir, post.source)}.`,
            { location: { file: post.source }, hint: 'Give one of them another `slug`.' },
          );
        seen.set(permalink, post.source);
        sources.set(permalink, post.source);
        return {
          permalink,
          source: path.relative(context.siteDir, post.source).split(path.sep).join('/'),
          title: post.title,
          description: post.description,
          date: post.date.toISOString(),
          readingTime: post.readingTime,
          authors: post.authors,
          tags: post.tags,
          hasTruncateMarker: post.hasTruncateMarker,
          unlisted: post.frontMatter.unlisted === true,
          draft: post.frontMatter.draft === true,
          image: post.frontMatter.image,
          keywords: post.frontMatter.keywords,
          frontMatter: post.frontMatter,
          blogTitle: options.blogTitle,
          blogBasePath: base,
        };
      });
      // Previous = newer post, next = older post, among listed posts.
      const listed = metadata.filter((p) => !p.unlisted);
      listed.forEach((p, i) => {
        if (i > 0)
          p.prevItem = { title: listed[i - 1]!.title, permalink: listed[i - 1]!.permalink };
        if (i < listed.length - 1)
          p.nextItem = { title: listed[i + 1]!.title, permalink: listed[i + 1]!.permalink };
      });
      return { posts: metadata };
    },

    async contentLoaded({ content, actions }) {
      const { posts } = content;
      // No posts, no blog pages (Docusaurus builds none either).
      if (posts.length === 0) return;
      const listed = posts.filter((p) => !p.unlisted);
      const sidebarPosts =
        options.blogSidebarCount === 'ALL' ? listed : listed.slice(0, options.blogSidebarCount);
      const sidebarData: BlogSidebarData = {
        title: options.blogSidebarTitle,
        items: sidebarPosts.map((p) => ({
          title: (p.frontMatter.sidebar_label as string) ?? p.title,
          permalink: p.permalink,
          date: p.date,
          unlisted: p.unlisted,
        })),
      };
      const sidebar = await actions.createData('sidebar.json', sidebarData);
      // Written concurrently, then the routes are added in post order.
      const dataFiles = await Promise.all(
        posts.map((post) => actions.createData(`post-${slugify(post.permalink)}.json`, post)),
      );
      const metaFile = new Map(posts.map((post, i) => [post.permalink, dataFiles[i]!]));
      for (const post of posts) {
        actions.addRoute({
          path: post.permalink,
          component: '@theme/BlogPostPage',
          exact: true,
          unlisted: post.unlisted,
          modules: {
            content: sources.get(post.permalink)!,
            metadata: metaFile.get(post.permalink)!,
            sidebar,
          },
        });
      }
      const listModules = (items: BlogPostMetadata[]) => ({
        items: items.map((p) => `${sources.get(p.permalink)}?truncated`),
        itemMetadata: items.map((p) => metaFile.get(p.permalink)!),
      });

      const pages = paginate(listed, options.postsPerPage);
      const pagePath = (n: number) => (n === 1 ? base : `${base}/page/${n}`);
      for (const [i, items] of pages.entries()) {
        const page = i + 1;
        const listMetadata: BlogListMetadata = {
          permalink: pagePath(page),
          page,
          postsPerPage: options.postsPerPage === 'ALL' ? listed.length : options.postsPerPage,
          totalPages: pages.length,
          totalCount: listed.length,
          previousPage: page > 1 ? pagePath(page - 1) : undefined,
          nextPage: page < pages.length ? pagePath(page + 1) : undefined,
          blogTitle: options.blogTitle,
          blogDescription: options.blogDescription,
        };
        actions.addRoute({
          path: pagePath(page),
          component: '@theme/BlogListPage',
          exact: true,
          modules: {
            listMetadata: await actions.createData(`list-${page}.json`, listMetadata),
            sidebar,
            ...listModules(items),
          },
        });
      }

      if (options.archiveBasePath !== null) {
        const archive: BlogArchiveData = {
          blogTitle: options.blogTitle,
          posts: listed.map((p) => ({
            title: p.title,
            permalink: p.permalink,
            date: p.date,
            description: p.description,
          })),
        };
        actions.addRoute({
          path: `${base}/${options.archiveBasePath}`,
          component: '@theme/BlogArchivePage',
          exact: true,
          modules: { archive: await actions.createData('archive.json', archive), sidebar },
        });
      }

      const tags = new Map<string, { tag: BlogTag; posts: BlogPostMetadata[] }>();
      const authors = new Map<string, { author: BlogAuthor; posts: BlogPostMetadata[] }>();
      for (const post of listed) {
        for (const tag of post.tags)
          (
            tags.get(tag.permalink) ??
            tags.set(tag.permalink, { tag, posts: [] }).get(tag.permalink)!
          ).posts.push(post);
        for (const author of post.authors)
          if (author.page)
            (
              authors.get(author.page) ??
              authors.set(author.page, { author, posts: [] }).get(author.page)!
            ).posts.push(post);
      }
      if (tags.size) {
        const list = {
          blogTitle: options.blogTitle,
          tags: [...tags.values()]
            .map(({ tag, posts: p }) => ({ ...tag, count: p.length }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        };
        actions.addRoute({
          path: tagsBase,
          component: '@theme/BlogTagsListPage',
          exact: true,
          modules: { tags: await actions.createData('tags.json', list), sidebar },
        });
        for (const { tag, posts: tagged } of tags.values()) {
          actions.addRoute({
            path: tag.permalink,
            component: '@theme/BlogTagsPostsPage',
            exact: true,
            modules: {
              tag: await actions.createData(`tag-${slugify(tag.permalink)}.json`, {
                ...tag,
                count: tagged.length,
                allTagsPath: tagsBase,
              }),
              sidebar,
              ...listModules(tagged),
            },
          });
        }
      }
      if (authors.size) {
        const list = {
          authors: [...authors.values()].map(({ author, posts: p }) => ({
            ...author,
            count: p.length,
          })),
        };
        actions.addRoute({
          path: authorsBase,
          component: '@theme/BlogAuthorsListPage',
          exact: true,
          modules: { authors: await actions.createData('authors.json', list), sidebar },
        });
        for (const { author, posts: written } of authors.values()) {
          actions.addRoute({
            path: author.page!,
            component: '@theme/BlogAuthorsPostsPage',
            exact: true,
            modules: {
              author: await actions.createData(`author-${slugify(author.page!)}.json`, {
                author,
                count: written.length,
              }),
              sidebar,
              ...listModules(written),
            },
          });
        }
      }
      actions.setGlobalData({ path: base, title: options.blogTitle });
    },

    injectHtmlTags() {
      const type = options.feedOptions.type;
      if (!type.length) return {};
      const title = options.feedOptions.title ?? `${context.siteConfig.title} ${options.blogTitle}`;
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
    },

    async postBuild({ outDir, content }) {
      const type = options.feedOptions.type;
      if (!type.length) return;
      const posts = content.posts.filter((p) => !p.unlisted).slice(0, options.feedOptions.limit);
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const info = {
        title: options.feedOptions.title ?? `${context.siteConfig.title} ${options.blogTitle}`,
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
    },
  };
};

blogPlugin.optionsSchema = optionsSchema;
export default blogPlugin;
