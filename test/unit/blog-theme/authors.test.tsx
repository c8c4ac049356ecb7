jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));

import { screen, within } from '@testing-library/react';
import { makeModule, makePost, renderBlog, sidebar } from './renderBlog';
import BlogAuthorsListPage from '../../../theme/src/theme/BlogAuthorsListPage';
import BlogAuthorsPostsPage from '../../../theme/src/theme/BlogAuthorsPostsPage';

const alice = {
  key: 'alice',
  name: 'Alice Example',
  title: 'Maintainer',
  page: '/blog/authors/alice',
  imageURL: '/img/alice.png',
};
const bob = { key: 'bob', name: 'Bob Example', page: '/blog/authors/bob' };

describe('BlogAuthorsListPage', () => {
  it('shows a card per author linking to their posts, with counts', () => {
    renderBlog(
      <BlogAuthorsListPage
        authors={{
          authors: [
            { ...alice, count: 3 },
            { ...bob, count: 1 },
          ],
        }}
        sidebar={sidebar}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Authors' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('link', { name: 'Alice Example' }).getAttribute('href'),
    ).toBe('/blog/authors/alice');
    expect(within(cards[0]!).getByText('3 posts')).toBeTruthy();
    expect(within(cards[1]!).getByText('BE')).toBeTruthy();
    expect(within(cards[1]!).getByText('1 post')).toBeTruthy();
  });
});

describe('BlogAuthorsPostsPage', () => {
  it('shows the author and their posts', () => {
    renderBlog(
      <BlogAuthorsPostsPage
        author={{ author: alice, count: 2 }}
        sidebar={sidebar}
        items={[makeModule('A'), makeModule('B')]}
        itemMetadata={[
          makePost({ permalink: '/a', title: 'A post' }),
          makePost({ permalink: '/b', title: 'B post' }),
        ]}
      />,
      { path: '/blog/authors/alice' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alice Example' })).toBeTruthy();
    expect(screen.getByText('2 posts')).toBeTruthy();
    expect(screen.getByAltText('Alice Example').getAttribute('src')).toBe('/img/alice.png');
    // The profile does not link to the page it is on.
    expect(screen.queryByRole('link', { name: 'Alice Example' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('links the socials, expanding handles', () => {
    const author = {
      ...alice,
      email: 'alice@example.com',
      socials: { github: 'alice', x: 'https://x.com/al', website: 'https://alice.dev' },
    };
    renderBlog(
      <BlogAuthorsPostsPage
        author={{ author, count: 1 }}
        sidebar={sidebar}
        items={[]}
        itemMetadata={[]}
      />,
    );
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(
      'https://github.com/alice',
    );
    expect(screen.getByRole('link', { name: 'X' }).getAttribute('href')).toBe('https://x.com/al');
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      'https://alice.dev',
    );
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      'mailto:alice@example.com',
    );
  });
});
