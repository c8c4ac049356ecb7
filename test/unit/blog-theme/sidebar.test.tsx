import { screen, within } from '@testing-library/react';
import { renderBlog, sidebar } from './renderBlog';
import BlogSidebar from '../../../theme/src/theme/BlogSidebar';

describe('BlogSidebar', () => {
  it('shows the title and the posts grouped by year, newest year first', () => {
    renderBlog(<BlogSidebar sidebar={sidebar} />);
    const nav = screen.getByRole('navigation', { name: 'Blog recent posts navigation' });
    expect(within(nav).getByText('Recent posts')).toBeTruthy();
    const years = within(nav).getAllByRole('heading', { level: 3 });
    expect(years.map((h) => h.textContent)).toEqual(['2024', '2023', '2022']);
    const group2024 = years[0]!.closest('section')!;
    expect(
      within(group2024)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Spring launch', 'New year']);
    const group2023 = years[1]!.closest('section')!;
    expect(
      within(group2023)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/2023/12/20/winter']);
  });

  it('marks the current post, ignoring a trailing slash', () => {
    renderBlog(<BlogSidebar sidebar={sidebar} />, { path: '/blog/2024/01/01/new-year/' });
    const active = screen.getByRole('link', { name: 'New year' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.className).toContain('blog-sidebar__link--active');
    expect(
      screen.getByRole('link', { name: 'Spring launch' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('leaves out unlisted posts', () => {
    renderBlog(
      <BlogSidebar
        sidebar={{
          title: 'Recent',
          items: [
            ...sidebar.items,
            {
              title: 'Secret',
              permalink: '/blog/secret',
              date: '2024-02-02T00:00:00Z',
              unlisted: true,
            },
          ],
        }}
      />,
    );
    expect(screen.queryByText('Secret')).toBeNull();
  });
});
