// What the browser side (the theme) reads from the blog plugin: the shapes of its route data,
// declared once here. Types only, so importing this adds nothing to a bundle.
export type {
  BlogArchiveData,
  BlogAuthor,
  BlogAuthorData,
  BlogAuthorsListData,
  BlogListMetadata,
  BlogPostMetadata,
  BlogSidebarData,
  BlogTag,
  BlogTagData,
  BlogTagsListData,
} from './types';
