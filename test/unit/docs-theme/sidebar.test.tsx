import { act, fireEvent, screen, within } from '@testing-library/react';
import DocSidebar from '../../../theme/src/theme/DocSidebar';
import DocSidebarItems from '../../../theme/src/theme/DocSidebarItems';
import { renderDoc, resetDom, sidebarItems } from './renderDoc';

beforeEach(() => {
  resetDom();
  jest.useRealTimers();
});

function toggleOf(label: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`sidebar category '${label}'`) });
}

describe('DocSidebar', () => {
  it('highlights the current page and expands the categories containing it', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/guides/advanced/deep" />);
    const active = screen.getByRole('link', { name: 'Deep dive' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.className).toContain('doc-sidebar-item__link--active');
    expect(
      screen.getByRole('link', { name: 'First guide' }).getAttribute('aria-current'),
    ).toBeNull();

    // Guides (a category with its own link) and Advanced (no link) are both open.
    expect(toggleOf('Guides').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Reference is collapsed, and its items are not rendered until opened.
    expect(screen.getByRole('button', { name: 'Reference' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Config' })).toBeNull();
  });

  it('marks the path of categories leading to the page', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/guides/advanced/deep" />);
    expect(screen.getByRole('link', { name: 'Guides' }).className).toContain(
      'doc-sidebar-item__link--active-trail',
    );
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBeNull();
  });

  it('collapses and expands a category with its toggle', () => {
    jest.useFakeTimers();
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/guides/first" />);
    const toggle = toggleOf('Guides');
    expect(screen.getByRole('link', { name: 'First guide' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggleOf('Guides').getAttribute('aria-expanded')).toBe('false');
    expect(toggleOf('Guides').closest('li')!.className).toContain('doc-sidebar-item--collapsed');
    // The content animates out, then leaves the DOM.
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.queryByRole('link', { name: 'First guide' })).toBeNull();

    fireEvent.click(toggleOf('Guides'));
    expect(toggleOf('Guides').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'First guide' })).toBeTruthy();
  });

  it('opens a category without a link by clicking its label', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reference' }));
    expect(screen.getByRole('button', { name: 'Reference' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Config' }).getAttribute('href')).toBe(
      '/docs/reference/config',
    );
  });

  it('shows non-collapsible categories open, without a toggle', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/" />);
    expect(screen.getByRole('link', { name: 'Pinned' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Always open/ })).toBeNull();
  });

  it('hides unlisted docs unless they are the current page', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/guides/advanced/deep" />);
    expect(screen.queryByRole('link', { name: 'Secret' })).toBeNull();
  });

  it('shows an unlisted doc while it is the current page', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/guides/advanced/secret" />);
    expect(screen.getByRole('link', { name: 'Secret' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders external links and raw HTML items', () => {
    const { container } = renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/" />);
    const external = screen.getByRole('link', { name: 'GitHub' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('.doc-sidebar-item--html .divider')!.textContent).toBe('More');
  });

  it('treats a trailing slash as the same page', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/guides/first/" />);
    expect(screen.getByRole('link', { name: 'First guide' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('is labelled navigation', () => {
    renderDoc(<DocSidebar sidebar={sidebarItems} path="/docs/" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(
      within(nav).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current'),
    ).toBe('page');
  });
});

describe('DocSidebarItems', () => {
  it('renders list items on their own, as the navbar mobile menu uses them', () => {
    const { container } = renderDoc(
      <ul className="menu__list">
        <DocSidebarItems items={sidebarItems} activePath="/docs/reference/config" level={1} />
      </ul>,
    );
    const list = container.querySelector('ul.menu__list')!;
    expect(Array.from(list.children).every((el) => el.tagName === 'LI')).toBe(true);
    expect(screen.getByRole('link', { name: 'Config' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Reference' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
