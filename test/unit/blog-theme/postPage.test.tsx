jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));
jest.mock('@theme/TOC', () => ({ __esModule: true, default: require('./layoutMock').MockTOC }));
jest.mock('@theme/TOCCollapsible', () => ({ __esModule: true, default: () => null }));

import { screen, waitFor } from '@testing-library/react';
import { makeModule, makePost, renderBlog, sidebar } from './renderBlog';
import BlogPostPage from '../../../theme/src/theme/BlogPostPage';
import BlogPostPaginator from '../../../theme/src/theme/BlogPostPaginator';

const toc = [{ value: 'Details', id: 'details', level: 2 }];

describe('BlogPostPage', () => {
  const metadata = makePost({
    title: 'Middle post',
    permalink: '/blog/middle',
    description: 'The middle one',
    keywords: ['video', 'react'],
    image: '/img/card.png',
    tags: [{ label: 'Release', permalink: '/blog/tags/release' }],
    prevItem: { title: 'Newer one', permalink: '/blog/newer' },
    nextItem: { title: 'Older one', permalink: '/blog/older' },
    hasTruncateMarker: true,
  });

  it('renders the full post with its toc, tags and neighbours', () => {
    renderBlog(
      <BlogPostPage
        content={makeModule('Full body', { toc })}
        metadata={metadata}
        sidebar={sidebar}
      />,
      { path: '/blog/middle' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Middle post' })).toBeTruthy();
    expect(screen.getByText('Full body')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Read more/ })).toBeNull();
    const tocNav = screen.getByRole('navigation', { name: 'On this page' });
    expect(tocNav.getAttribute('data-levels')).toBe('2-3');
    expect(screen.getByRole('link', { name: 'Release' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Newer post/ }).getAttribute('href')).toBe(
      '/blog/newer',
    );
    expect(screen.getByRole('link', { name: /Older post/ }).getAttribute('href')).toBe(
      '/blog/older',
    );
  });

  it('sets the article metadata in the head', async () => {
    renderBlog(<BlogPostPage content={makeModule('Body')} metadata={metadata} sidebar={sidebar} />);
    await waitFor(() => expect(document.title).toBe('Middle post'));
    const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="article:published_time"]')).toBe('2024-03-15T00:00:00.000Z');
    expect(meta('meta[name="keywords"]')).toBe('video,react');
    expect(meta('meta[property="article:tag"]')).toBe('Release');
    expect(meta('meta[name="description"]')).toBe('The middle one');
  });

  it('leaves out the toc when asked or when there are no headings', () => {
    const hidden = makePost({ frontMatter: { hide_table_of_contents: true } });
    const { unmount } = renderBlog(
      <BlogPostPage content={makeModule('Body', { toc })} metadata={hidden} sidebar={sidebar} />,
    );
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    unmount();
    renderBlog(
      <BlogPostPage content={makeModule('Body')} metadata={makePost()} sidebar={sidebar} />,
    );
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('flags unlisted posts on the page and to search engines', async () => {
    renderBlog(
      <BlogPostPage
        content={makeModule('Body')}
        metadata={makePost({ unlisted: true })}
        sidebar={sidebar}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('Unlisted page');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      ),
    );
  });

  it('passes front matter heading levels to the toc', () => {
    const post = makePost({ frontMatter: { toc_min_heading_level: 2, toc_max_heading_level: 4 } });
    renderBlog(
      <BlogPostPage content={makeModule('Body', { toc })} metadata={post} sidebar={sidebar} />,
    );
    expect(
      screen.getByRole('navigation', { name: 'On this page' }).getAttribute('data-levels'),
    ).toBe('2-4');
  });
});

describe('BlogPostPaginator', () => {
  it('shows only the neighbours that exist', () => {
    renderBlog(<BlogPostPaginator nextItem={{ title: 'Older one', permalink: '/blog/older' }} />);
    expect(screen.queryByText(/Newer post/)).toBeNull();
    expect(screen.getByRole('link', { name: /Older post/ }).textContent).toContain('Older one');
  });

  it('renders nothing without neighbours', () => {
    const { container } = renderBlog(<BlogPostPaginator />);
    expect(container.innerHTML).toBe('');
  });
});
