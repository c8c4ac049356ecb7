// contentLoaded: the blog's pages. The sidebar's data file, a page per post, the paginated list
// pages, the archive, then the tag and author pages; all share the sidebar, and list pages list
// posts by their truncated content and metadata files.
import { slugify, type PluginActions } from '@tessera/core/node';
import { addAuthorRoutes } from './authors';
import { addListPages } from './pagination';
import { addTagRoutes } from './tags';
import type { BlogPaths, Options } from './options';
import type { BlogArchiveData, BlogPostMetadata, BlogSidebarData } from './types';

/** What every blog page is made with. */
export interface BlogPages {
  actions: PluginActions;
  options: Options;
  paths: BlogPaths;
  /** The sidebar's data file. */
  sidebar: string;
  /** The modules of a list of posts: their truncated content, their metadata files. */
  listModules(posts: BlogPostMetadata[]): { items: string[]; itemMetadata: string[] };
}

export async function addBlogRoutes(
  posts: BlogPostMetadata[],
  sources: Map<string, string>,
  actions: PluginActions,
  options: Options,
  paths: BlogPaths,
): Promise<void> {
  const listed = posts.filter((p) => !p.unlisted);
  const sidebar = await actions.createData('sidebar.json', sidebarData(listed, options));
  const metaFile = await addPostPages(posts, sources, sidebar, actions);
  const pages: BlogPages = {
    actions,
    options,
    paths,
    sidebar,
    listModules: (items) => ({
      items: items.map((p) => `${sources.get(p.permalink)}?truncated`),
      itemMetadata: items.map((p) => metaFile.get(p.permalink)!),
    }),
  };
  await addListPages(listed, pages);
  if (options.archiveBasePath !== null) await addArchive(listed, options.archiveBasePath, pages);
  await addTagRoutes(listed, pages);
  await addAuthorRoutes(listed, pages);
}

/** The newest listed posts (`blogSidebarCount` of them). */
function sidebarData(listed: BlogPostMetadata[], options: Options): BlogSidebarData {
  const shown =
    options.blogSidebarCount === 'ALL' ? listed : listed.slice(0, options.blogSidebarCount);
  return {
    title: options.blogSidebarTitle,
    items: shown.map((p) => ({
      title: (p.frontMatter.sidebar_label as string) ?? p.title,
      permalink: p.permalink,
      date: p.date,
      unlisted: p.unlisted,
    })),
  };
}

/** A page per post (unlisted ones too); returns each post's metadata file by permalink. */
async function addPostPages(
  posts: BlogPostMetadata[],
  sources: Map<string, string>,
  sidebar: string,
  actions: PluginActions,
): Promise<Map<string, string>> {
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
      metadata: {
        sourceFilePath: sources.get(post.permalink)!,
        title: post.title,
        searchGroup: post.blogTitle,
        draft: post.draft,
      },
      modules: {
        content: sources.get(post.permalink)!,
        metadata: metaFile.get(post.permalink)!,
        sidebar,
      },
    });
  }
  return metaFile;
}

async function addArchive(listed: BlogPostMetadata[], archivePath: string, pages: BlogPages) {
  const archive: BlogArchiveData = {
    blogTitle: pages.options.blogTitle,
    posts: listed.map((p) => ({
      title: p.title,
      permalink: p.permalink,
      date: p.date,
      description: p.description,
    })),
  };
  pages.actions.addRoute({
    path: `${pages.paths.base}/${archivePath}`,
    component: '@theme/BlogArchivePage',
    exact: true,
    modules: {
      archive: await pages.actions.createData('archive.json', archive),
      sidebar: pages.sidebar,
    },
  });
}
