// What loadContent reads: the posts (drafts left out of production), newest first, with their
// metadata and previous/next links; each URL must be unique.
import fs from 'node:fs';
import path from 'node:path';
import { SiteError, posixRelative, type LoadContext } from '@tessera/core/node';
import { listPostFiles, loadAuthorsMap, loadTagsMap, readPost, type Post } from './posts';
import type { BlogPaths, Options } from './options';
import type { BlogPostMetadata } from './types';

export interface BlogContent {
  posts: BlogPostMetadata[];
}

/**
 * Reads the posts; `sources` receives each post's file by permalink (its content module). The
 * posts are the files of the blog folder; for each, the current locale's translation (same path
 * in `localizedDir`) is read instead when it has one, as are its authors and tags files.
 */
export function loadPosts(
  dir: string,
  localizedDir: string,
  paths: BlogPaths,
  options: Options,
  context: LoadContext,
  sources: Map<string, string>,
): BlogContent {
  // As in Docusaurus, a blog without its folder (the classic preset turns it on) has no posts.
  if (!fs.existsSync(dir)) return { posts: [] };
  const posts = readPosts({ dir, localizedDir }, paths, options, context.isDev);
  const seen = new Map<string, string>();
  const metadata = posts.map((post): BlogPostMetadata => {
    const permalink = `${paths.base}/${post.slug}`;
    const other = seen.get(permalink);
    if (other)
      throw new SiteError(
        `Two posts have the URL ${permalink}: ${path.relative(dir, other)} and ${path.relative(dir, post.source)}.`,
        { location: { file: post.source }, hint: 'Give one of them another `slug`.' },
      );
    seen.set(permalink, post.source);
    sources.set(permalink, post.source);
    return postMetadata(post, permalink, paths, options, context);
  });
  linkNeighbours(metadata.filter((p) => !p.unlisted));
  return { posts: metadata };
}

/** The posts, newest first (then by slug), with authors and tags resolved from their maps. */
function readPosts(
  { dir, localizedDir }: { dir: string; localizedDir: string },
  paths: BlogPaths,
  options: Options,
  isDev: boolean,
): Post[] {
  const translatedOr = (file: string) => {
    const translated = path.join(localizedDir, path.relative(dir, file));
    return file.startsWith(dir + path.sep) && fs.existsSync(translated) ? translated : file;
  };
  const authorsFile = translatedOr(path.resolve(dir, options.authorsMapPath));
  const tagsFile = translatedOr(path.resolve(dir, options.tags));
  const maps = {
    authors: loadAuthorsMap(authorsFile),
    authorsFile,
    tags: loadTagsMap(tagsFile, paths.tagsBase),
    tagsFile,
    tagsBase: paths.tagsBase,
    authorsBase: paths.authorsBase,
  };
  return listPostFiles(dir)
    .map((file) => {
      const source = translatedOr(file);
      return readPost(source, source === file ? dir : localizedDir, maps);
    })
    .filter((p) => !(p.frontMatter.draft && !isDev))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
}

function postMetadata(
  post: Post,
  permalink: string,
  paths: BlogPaths,
  options: Options,
  context: LoadContext,
): BlogPostMetadata {
  return {
    permalink,
    source: posixRelative(context.siteDir, post.source),
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
    blogBasePath: paths.base,
  };
}

/** Previous = newer post, next = older post, among listed posts. */
function linkNeighbours(listed: BlogPostMetadata[]): void {
  listed.forEach((p, i) => {
    if (i > 0) p.prevItem = { title: listed[i - 1]!.title, permalink: listed[i - 1]!.permalink };
    if (i < listed.length - 1)
      p.nextItem = { title: listed[i + 1]!.title, permalink: listed[i + 1]!.permalink };
  });
}
