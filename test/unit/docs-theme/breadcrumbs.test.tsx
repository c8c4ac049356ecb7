import { screen, waitFor } from '@testing-library/react';
import DocBreadcrumbs from '../../../theme/src/theme/DocBreadcrumbs';
import DocPaginator from '../../../theme/src/theme/DocPaginator';
import { docsGlobalData, renderDoc, resetDom } from './renderDoc';

beforeEach(resetDom);

describe('DocBreadcrumbs', () => {
  it('shows home, the enclosing categories and the page', () => {
    renderDoc(<DocBreadcrumbs />, { path: '/docs/guides/advanced/deep' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = Array.from(nav.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual(['', 'Guides', 'Advanced', 'Deep dive']);
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/docs/');
    // A category with a page links to it; one without is plain text; the page is not a link.
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe(
      '/docs/category/guides',
    );
    expect(screen.queryByRole('link', { name: 'Advanced' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deep dive' })).toBeNull();
    expect(screen.getByText('Deep dive').getAttribute('aria-current')).toBe('page');
  });

  it("ends with the category on a category's own page", () => {
    renderDoc(<DocBreadcrumbs />, { path: '/docs/category/guides' });
    expect(screen.getByText('Guides').getAttribute('aria-current')).toBe('page');
  });

  it('adds a schema.org BreadcrumbList to the head', async () => {
    renderDoc(<DocBreadcrumbs />, { path: '/docs/guides/first' });
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Guides',
        item: 'https://test.example/docs/category/guides',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'First guide',
        item: 'https://test.example/docs/guides/first',
      },
    ]);
  });

  it('renders nothing for a page outside the sidebar, or without a sidebar', () => {
    const outside = renderDoc(<DocBreadcrumbs />, { path: '/docs/elsewhere' });
    expect(outside.container.innerHTML).toBe('');
    outside.unmount();
    const none = renderDoc(<DocBreadcrumbs />, { path: '/docs/guides/first', sidebar: null });
    expect(none.container.innerHTML).toBe('');
  });

  it('renders nothing when the docs plugin turns breadcrumbs off', () => {
    const { container } = renderDoc(<DocBreadcrumbs />, {
      path: '/docs/guides/first',
      globalData: { 'tessera-plugin-docs': { default: { ...docsGlobalData, breadcrumbs: false } } },
    });
    expect(container.innerHTML).toBe('');
  });

  it('leaves out the home icon when no doc is served at the docs root', () => {
    const version = {
      ...docsGlobalData.versions[0]!,
      sidebars: { mainSidebar: { link: { path: '/docs/guides/first', label: 'First' } } },
    };
    renderDoc(<DocBreadcrumbs />, {
      path: '/docs/guides/first',
      sidebar: {
        name: 'mainSidebar',
        items: [{ type: 'link', label: 'First guide', href: '/docs/guides/first' }],
      },
      globalData: {
        'tessera-plugin-docs': { default: { ...docsGlobalData, versions: [version] } },
      },
    });
    expect(screen.queryByRole('link', { name: 'Home page' })).toBeNull();
    expect(screen.getByText('First guide')).toBeTruthy();
  });
});

describe('DocPaginator', () => {
  it('links to the previous and next docs', () => {
    renderDoc(
      <DocPaginator
        previous={{ title: 'Intro', permalink: '/docs/' }}
        next={{ title: 'Second', permalink: '/docs/second' }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    const prev = screen.getByRole('link', { name: /Previous/ });
    const next = screen.getByRole('link', { name: /Next/ });
    expect(nav.contains(prev)).toBe(true);
    expect(prev.getAttribute('href')).toBe('/docs/');
    expect(prev.textContent).toContain('Intro');
    expect(prev.getAttribute('rel')).toBe('prev');
    expect(next.getAttribute('href')).toBe('/docs/second');
    expect(next.textContent).toContain('Second');
  });

  it('renders only the side that exists, and nothing without either', () => {
    const one = renderDoc(<DocPaginator next={{ title: 'Second', permalink: '/docs/second' }} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Next/ })).toBeTruthy();
    one.unmount();
    const none = renderDoc(<DocPaginator />);
    expect(none.container.innerHTML).toBe('');
  });
});
