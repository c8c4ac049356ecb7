// Data the blog plugin hands to the theme. Route props:
//   @theme/BlogListPage:        { listMetadata: BlogListMetadata, sidebar: BlogSidebarData, items: MdxModule[] (truncated), itemMetadata: BlogPostMetadata[] }
//   @theme/BlogPostPage:        { content: MdxModule, metadata: BlogPostMetadata, sidebar: BlogSidebarData }
//   @theme/BlogArchivePage:     { archive: BlogArchiveData, sidebar: BlogSidebarData }
//   @theme/BlogTagsListPage:    { tags: BlogTagsListData, sidebar: BlogSidebarData }
//   @theme/BlogTagsPostsPage:   { tag: BlogTagData, sidebar: BlogSidebarData, items: MdxModule[] (truncated), itemMetadata: BlogPostMetadata[] }
//   @theme/BlogAuthorsListPage: { authors: BlogAuthorsListData, sidebar: BlogSidebarData }
//   @theme/BlogAuthorsPostsPage:{ author: BlogAuthorData, sidebar: BlogSidebarData, items: MdxModule[] (truncated), itemMetadata: BlogPostMetadata[] }
// MdxModule = { default: Component, frontMatter, toc, contentTitle, hasTruncateMarker }.

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Page listing this author's posts: authors.yml authors with `page` (Docusaurus' rule). */
  page?: string;
  socials?: Record<string, string>;
}

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface BlogPostMetadata {
  permalink: string;
  source: string;
  title: string;
  description: string;
  /** ISO date string. */
  date: string;
  /** Minutes, rounded up, at 200 words per minute. */
  readingTime: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  hasTruncateMarker: boolean;
  unlisted: boolean;
  draft: boolean;
  image?: string;
  keywords?: string[];
  frontMatter: Record<string, unknown>;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
  blogTitle: string;
  blogBasePath: string;
}

export interface BlogListMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
  blogTitle: string;
  blogDescription: string;
}

export interface BlogSidebarData {
  title: string;
  items: Array<{ title: string; permalink: string; date: string; unlisted: boolean }>;
}

export interface BlogArchiveData {
  blogTitle: string;
  posts: Array<{ title: string; permalink: string; date: string; description: string }>;
}

export interface BlogTagsListData {
  blogTitle: string;
  tags: Array<BlogTag & { count: number }>;
}

export interface BlogTagData extends BlogTag {
  count: number;
  allTagsPath: string;
}

export interface BlogAuthorsListData {
  authors: Array<BlogAuthor & { count: number }>;
}

export interface BlogAuthorData {
  author: BlogAuthor;
  count: number;
}
