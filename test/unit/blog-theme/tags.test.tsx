jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));

import { screen, within, waitFor } from '@testing-library/react';
import { makeModule, makePost, renderBlog, sidebar } from './renderBlog';
import BlogTagsListPage from '../../../theme/src/theme/BlogTagsListPage';
import BlogTagsPostsPage from '../../../theme/src/theme/BlogTagsPostsPage';

describe('BlogTagsListPage', () => {
  it('groups tags by first letter, alphabetically, with counts', () => {
    const tags = {
      blogTitle: 'Blog',
      tags: [
        { label: 'Release', permalink: '/blog/tags/release', count: 5 },
        { label: 'news', permalink: '/blog/tags/news', count: 1 },
        { label: 'React', permalink: '/blog/tags/react', count: 2 },
        { label: 'Announcements', permalink: '/blog/tags/announcements', count: 3 },
      ],
    };
    renderBlog(<BlogTagsListPage tags={tags} sidebar={sidebar} />, { path: '/blog/tags' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy();
    const letters = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(letters).toEqual(['A', 'N', 'R']);
    const r = screen.getByRole('region', { name: 'R' });
    const links = within(r).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/blog/tags/react',
      '/blog/tags/release',
    ]);
    expect(links[0]!.textContent).toBe('React2');
    expect(within(links[1]!).getByLabelText('5 posts').textContent).toBe('5');
    expect(within(screen.getByRole('region', { name: 'N' })).getByLabelText('1 post')).toBeTruthy();
  });
});

describe('BlogTagsPostsPage', () => {
  const tag = {
    label: 'Release',
    permalink: '/blog/tags/release',
    description: 'Release notes',
    count: 2,
    allTagsPath: '/blog/tags',
  };

  it('heads the list with the count and a link to all tags', async () => {
    const posts = [
      makePost({ title: 'v2', permalink: '/blog/v2' }),
      makePost({ title: 'v1', permalink: '/blog/v1' }),
    ];
    renderBlog(
      <BlogTagsPostsPage
        tag={tag}
        sidebar={sidebar}
        items={[makeModule('Two'), makeModule('One')]}
        itemMetadata={posts}
      />,
      { path: '/blog/tags/release' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '2 posts tagged with "Release"' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Tags' }).getAttribute('href')).toBe(
      '/blog/tags',
    );
    expect(screen.getByText('Release notes')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Two')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('2 posts tagged with "Release"'));
  });

  it('uses the singular for one post', () => {
    renderBlog(
      <BlogTagsPostsPage
        tag={{ ...tag, count: 1 }}
        sidebar={sidebar}
        items={[makeModule('One')]}
        itemMetadata={[makePost()]}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '1 post tagged with "Release"' }),
    ).toBeTruthy();
  });
});
