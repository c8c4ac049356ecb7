// A Docusaurus site swizzles one part of a page (`src/theme/DocItem/Footer`,
// `src/theme/BlogPostItem/Header/Title`, `src/theme/Footer/Copyright`...) and expects the theme's
// page to render its part instead of the theme's. Each part here is replaced as a site's file
// replaces it (jest.mock of the `@theme/` name), written as Docusaurus' parts are: no props, the
// doc or post read from the page's context (useDoc, useBlogPost).
jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));

jest.mock('@theme/DocItem/Footer', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { useDoc } = jest.requireActual<typeof import('../../../theme/src/hooks/useDoc')>(
    '../../../theme/src/hooks/useDoc',
  );
  return {
    __esModule: true,
    default: function SiteDocItemFooter() {
      const { metadata } = useDoc();
      return createElement(
        'footer',
        { 'data-testid': 'site-doc-footer' },
        `Footer of ${metadata.id}`,
      );
    },
  };
});

jest.mock('@theme/BlogPostItem/Header/Title', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { useBlogPost } = jest.requireActual<typeof import('../../../theme/src/hooks/useBlogPost')>(
    '../../../theme/src/hooks/useBlogPost',
  );
  return {
    __esModule: true,
    default: function SiteBlogPostTitle() {
      const { metadata, isBlogPostPage } = useBlogPost();
      return createElement(
        'h2',
        { 'data-testid': 'site-post-title' },
        `${metadata.title} (${isBlogPostPage ? 'page' : 'list'})`,
      );
    },
  };
});

jest.mock('@theme/Footer/Copyright', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ copyright }: { copyright: string }) =>
      createElement('p', { 'data-testid': 'site-copyright' }, `© ${copyright}`),
  };
});

jest.mock('@theme/Icon/ExternalLink', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { __esModule: true, default: () => createElement('i', { 'data-testid': 'site-icon' }) };
});

import { screen, within } from '@testing-library/react';
import type { DocMetadata } from '../../../plugins/docs/src/types';
import DocItem from '../../../theme/src/theme/DocItem';
import Footer from '../../../theme/src/theme/Footer';
import BlogPostItems from '../../../theme/src/theme/BlogPostItems';
import { renderDoc, resetDom, sidebar } from './renderDoc';
import { makeModule, makePost } from '../blog-theme/renderBlog';

beforeEach(resetDom);

const metadata: DocMetadata = {
  id: 'guides/first',
  title: 'First guide',
  description: 'The first guide.',
  permalink: '/docs/guides/first',
  slug: '/guides/first',
  source: 'content/docs/guides/first.md',
  sidebar: 'mainSidebar',
  tags: [{ label: 'basics', permalink: '/docs/tags/basics' }],
  unlisted: false,
  draft: false,
  editUrl: 'https://github.com/example/site/edit/main/content/docs/guides/first.md',
  frontMatter: {},
  version: { name: 'current', label: 'Next' },
};

describe('swizzled parts of theme pages', () => {
  it('DocItem renders the site’s DocItem/Footer, which reads the doc with useDoc', () => {
    renderDoc(
      <DocItem
        content={{ default: () => <p>Body text.</p>, toc: [], contentTitle: null }}
        metadata={metadata}
        sidebar={sidebar}
      />,
      { path: '/docs/guides/first', sidebar: null },
    );
    expect(screen.getByTestId('site-doc-footer').textContent).toBe('Footer of guides/first');
    // The theme's own footer (tags, edit link) is gone; the rest of the page is still there.
    expect(screen.queryByRole('link', { name: /Edit this page/ })).toBeNull();
    expect(screen.getByText('Body text.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'First guide' })).toBeTruthy();
  });

  it('a list of posts renders the site’s BlogPostItem/Header/Title, which reads useBlogPost', () => {
    renderDoc(
      <BlogPostItems
        items={[makeModule('First body'), makeModule('Second body')]}
        itemMetadata={[
          makePost({ title: 'First', permalink: '/blog/first' }),
          makePost({ title: 'Second', permalink: '/blog/second' }),
        ]}
      />,
      { path: '/blog' },
    );
    expect(screen.getAllByTestId('site-post-title').map((h) => h.textContent)).toEqual([
      'First (list)',
      'Second (list)',
    ]);
    expect(screen.getByText('Second body')).toBeTruthy();
  });

  it('Footer renders the site’s Footer/Copyright, and links with the site’s Icon/ExternalLink', () => {
    renderDoc(<Footer />, {
      themeConfig: {
        footer: {
          style: 'dark',
          copyright: 'Example Inc.',
          links: [{ title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/x' }] }],
        },
      },
    });
    expect(screen.getByTestId('site-copyright').textContent).toBe('© Example Inc.');
    const link = screen.getByRole('link', { name: /GitHub/ });
    expect(within(link).getByTestId('site-icon')).toBeTruthy();
  });
});
