jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));

import { screen, within } from '@testing-library/react';
import { renderBlog } from './renderBlog';
import BlogArchivePage from '../../../theme/src/theme/BlogArchivePage';

const archive = {
  blogTitle: 'Blog',
  posts: [
    {
      title: 'Spring launch',
      permalink: '/blog/spring',
      date: '2024-03-15T00:00:00.000Z',
      description: '',
    },
    {
      title: 'New year',
      permalink: '/blog/new-year',
      date: '2024-01-01T00:00:00.000Z',
      description: '',
    },
    {
      title: 'Winter notes',
      permalink: '/blog/winter',
      date: '2023-12-20T00:00:00.000Z',
      description: '',
    },
  ],
};

describe('BlogArchivePage', () => {
  it('groups every post under its year, newest first', () => {
    renderBlog(<BlogArchivePage archive={archive} />, { path: '/blog/archive' });
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
    const years = screen.getAllByRole('heading', { level: 2 });
    expect(years.map((h) => h.firstChild!.textContent!.trim())).toEqual(['2024', '2023']);
    const section2024 = screen.getByRole('region', { name: /2024/ });
    const links = within(section2024).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Spring launch', '/blog/spring'],
      ['New year', '/blog/new-year'],
    ]);
    expect(within(section2024).getByText('Mar 15').getAttribute('datetime')).toBe(
      '2024-03-15T00:00:00.000Z',
    );
    expect(
      within(screen.getByRole('region', { name: /2023/ })).getByRole('link', {
        name: 'Winter notes',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Blog · 3 posts')).toBeTruthy();
  });

  it('says so when there are no posts', () => {
    renderBlog(<BlogArchivePage archive={{ blogTitle: 'Blog', posts: [] }} />);
    expect(screen.getByText('No posts yet.')).toBeTruthy();
  });
});
