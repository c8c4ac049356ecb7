jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));

import { screen, within, waitFor } from '@testing-library/react';
import { makeModule, makePost, renderBlog, sidebar } from './renderBlog';
import BlogListPage from '../../../theme/src/theme/BlogListPage';
import BlogListPaginator from '../../../theme/src/theme/BlogListPaginator';
import type { BlogListMetadata } from '../../../theme/src/theme/BlogUtils';

const listMetadata = (page: number, totalPages = 3): BlogListMetadata => {
  const path = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);
  return {
    permalink: path(page),
    page,
    postsPerPage: 10,
    totalPages,
    totalCount: 23,
    previousPage: page > 1 ? path(page - 1) : undefined,
    nextPage: page < totalPages ? path(page + 1) : undefined,
    blogTitle: 'Blog',
    blogDescription: 'News from the team',
  };
};

describe('BlogListPage', () => {
  it('lists the truncated posts with their metadata, and the sidebar', async () => {
    const posts = [
      makePost({ title: 'First', permalink: '/blog/first', hasTruncateMarker: true }),
      makePost({ title: 'Second', permalink: '/blog/second' }),
    ];
    renderBlog(
      <BlogListPage
        listMetadata={listMetadata(1)}
        sidebar={sidebar}
        items={[makeModule('Preview one'), makeModule('Preview two')]}
        itemMetadata={posts}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Preview one')).toBeTruthy();
    expect(screen.getByText('Preview two')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read more about First' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Read more about Second' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Blog recent posts navigation' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Blog'));
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'News from the team',
    );
  });

  it('titles later pages with their number', async () => {
    renderBlog(
      <BlogListPage
        listMetadata={listMetadata(2)}
        sidebar={sidebar}
        items={[]}
        itemMetadata={[]}
      />,
    );
    await waitFor(() => expect(document.title).toBe('Blog – Page 2'));
  });
});

describe('BlogListPaginator', () => {
  it('links the first page to older entries only', () => {
    renderBlog(<BlogListPaginator metadata={listMetadata(1)} />);
    const nav = screen.getByRole('navigation', { name: 'Blog list page navigation' });
    expect(within(nav).queryByRole('link', { name: /Newer entries/ })).toBeNull();
    expect(
      within(nav)
        .getByRole('link', { name: /Older entries/ })
        .getAttribute('href'),
    ).toBe('/blog/page/2');
  });

  it('links a middle page both ways', () => {
    renderBlog(<BlogListPaginator metadata={listMetadata(2)} />);
    expect(screen.getByRole('link', { name: /Newer entries/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe(
      '/blog/page/3',
    );
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('links the last page to newer entries only', () => {
    renderBlog(<BlogListPaginator metadata={listMetadata(3)} />);
    expect(screen.getByRole('link', { name: /Newer entries/ }).getAttribute('href')).toBe(
      '/blog/page/2',
    );
    expect(screen.queryByRole('link', { name: /Older entries/ })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    renderBlog(<BlogListPaginator metadata={listMetadata(1, 1)} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
