// The blog post being rendered (in full on its page, or as one item of a list), for the parts of
// BlogPostItem (Header/*, Content, Footer/*) and BlogPostPage/Metadata: as in Docusaurus, they take
// no props and read the post from here, so a site can swizzle any one of them on its own.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BlogPostMetadata } from '@tessera/plugin-blog/client';
import type { TOCItem } from './tocTree';

export interface BlogPostContextValue {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string };
  toc: readonly TOCItem[];
  /** True on the post's own page; false for an item of a list page. */
  isBlogPostPage: boolean;
  /** The content's own `# heading`, when it has one. */
  contentTitle?: string | null;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

export function BlogPostProvider({
  metadata,
  content,
  isBlogPostPage = false,
  children,
}: {
  metadata: BlogPostMetadata;
  /** The post's compiled module, for its TOC and content title. */
  content?: { toc?: TOCItem[]; contentTitle?: string | null };
  isBlogPostPage?: boolean;
  children: ReactNode;
}) {
  const toc = content?.toc;
  const contentTitle = content?.contentTitle;
  const value = useMemo(
    (): BlogPostContextValue => ({
      metadata,
      frontMatter: metadata.frontMatter,
      assets: { image: metadata.image },
      toc: toc ?? [],
      isBlogPostPage,
      contentTitle,
    }),
    [metadata, toc, contentTitle, isBlogPostPage],
  );
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** The current post; only inside a post (BlogPostPage, or BlogPostItems on list pages). */
export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  if (!post)
    throw new Error('useBlogPost() is used outside of a blog post (BlogPostProvider is missing).');
  return post;
}

/** The current post, or null outside of one. */
export function useBlogPostOrNull(): BlogPostContextValue | null {
  return useContext(BlogPostContext);
}
