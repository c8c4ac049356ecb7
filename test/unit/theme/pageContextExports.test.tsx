// Ejected Docusaurus parts of DocItem and BlogPostItem read the page from useDoc/useBlogPost,
// imported from the plugins' client entries (or theme-common/internal in Docusaurus 3.0-3.4):
// each must be the classic theme's own hook, reading the context the theme's pages provide.
import * as docsClient from '../../../packages/core/src/client/exports/plugin-content-docs-client';
import * as blogClient from '../../../packages/core/src/client/exports/plugin-content-blog-client';
import * as internal from '../../../packages/core/src/client/exports/theme-common-internal';
import { useDoc, DocProvider } from '../../../theme/src/hooks/useDoc';
import { useBlogPost, BlogPostProvider } from '../../../theme/src/hooks/useBlogPost';
import { compatAliases } from '../../../packages/core/src/node/theme';

it('the docs client entry and theme-common/internal give the theme’s useDoc and DocProvider', () => {
  expect(docsClient.useDoc).toBe(useDoc);
  expect(docsClient.DocProvider).toBe(DocProvider);
  expect(internal.useDoc).toBe(useDoc);
});

it('the blog client entry and theme-common/internal give the theme’s useBlogPost', () => {
  expect(blogClient.useBlogPost).toBe(useBlogPost);
  expect(blogClient.BlogPostProvider).toBe(BlogPostProvider);
  expect(internal.useBlogPost).toBe(useBlogPost);
});

it('@docusaurus/plugin-content-blog/client is an alias of the bundlers', () => {
  const aliases = compatAliases('/generated', '/site');
  expect(aliases['@docusaurus/plugin-content-blog/client']).toMatch(
    /exports[\\/]plugin-content-blog-client\.ts$/,
  );
});
