// `@docusaurus/plugin-content-blog/client`: the post being rendered, which ejected BlogPostItem
// parts read, from the classic theme's context.
export { useBlogPost, BlogPostProvider } from '@tessera/theme-classic/src/hooks/useBlogPost';
