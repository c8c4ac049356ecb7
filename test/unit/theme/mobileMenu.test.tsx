import './polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import Navbar from '../../../theme/src/theme/Navbar';
import { resetColorModeStoreForTests } from '../../../theme/src/hooks/useColorMode';
import { LocationDisplay, renderWithSite, resetDom, type SiteOptions } from './renderWithSite';

jest.mock('@theme/SearchBar', () => ({
  __esModule: true,
  default: () => require('react').createElement('button', { type: 'button' }, 'Search'),
}));
// Written elsewhere; here it only has to show that it got the sidebar's items.
jest.mock('@theme/DocSidebarItems', () => ({
  __esModule: true,
  default: ({
    items,
    activePath,
    level,
  }: {
    items: Array<{ label: string }>;
    activePath: string;
    level: number;
  }) =>
    require('react').createElement(
      'li',
      {
        'data-testid': 'doc-sidebar-items',
        'data-active-path': activePath,
        'data-level': String(level),
      },
      items.map((i) => i.label).join(', '),
    ),
}));

const items = [
  { to: '/about', label: 'About' },
  {
    type: 'dropdown',
    label: 'Products',
    items: [
      { to: '/player', label: 'Player' },
      { to: '/lambda', label: 'Lambda' },
    ],
  },
  { label: 'Resources', items: [{ to: '/blog', label: 'Blog' }] },
];

function renderMobile(options: SiteOptions = {}) {
  return renderWithSite(
    <>
      <Navbar />
      <LocationDisplay />
    </>,
    { ...options, themeConfig: { navbar: { hideOnScroll: false, title: 'Site', items } } },
  );
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
  return screen.getByRole('dialog');
}

beforeEach(() => {
  resetDom();
  resetColorModeStoreForTests();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
});
afterAll(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('mobile sidebar', () => {
  it('opens from the menu button, locks body scroll, and closes with the close button', () => {
    renderMobile();
    const button = screen.getByRole('button', { name: 'Toggle navigation bar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('link', { name: 'About' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close navigation bar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape', () => {
    renderMobile();
    openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a link in it is followed', () => {
    renderMobile();
    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location').textContent).toBe('/about');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when clicking the backdrop', () => {
    const { container } = renderMobile();
    openMenu();
    fireEvent.click(container.querySelector('.navbar-sidebar__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('collapses dropdowns, expanding the one holding the active page', () => {
    renderMobile({ path: '/lambda' });
    const dialog = openMenu();
    const products = within(dialog).getByRole('button', { name: 'Products' });
    const resources = within(dialog).getByRole('button', { name: 'Resources' });
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(resources.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByRole('link', { name: 'Lambda' }).className).toContain(
      'menu__link--active',
    );
    // Collapsed lists are hidden (out of the accessibility tree).
    expect(within(dialog).queryByRole('link', { name: 'Blog' })).toBeNull();

    fireEvent.click(resources);
    expect(resources.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Blog' })).toBeTruthy();
    fireEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the docs sidebar as a secondary menu with a way back to the main menu', () => {
    const { container } = renderMobile({
      path: '/docs/player',
      docsSidebar: {
        name: 'mainSidebar',
        items: [
          { type: 'link', label: 'Player', href: '/docs/player' },
          { type: 'link', label: 'Lambda', href: '/docs/lambda' },
        ],
      },
    });
    const dialog = openMenu();
    const panels = container.querySelector('.navbar-sidebar__items')!;
    expect(panels.className).toContain('navbar-sidebar__items--show-secondary');
    const docsItems = within(dialog).getByTestId('doc-sidebar-items');
    expect(docsItems.textContent).toBe('Player, Lambda');
    expect(docsItems.getAttribute('data-active-path')).toBe('/docs/player');
    expect(docsItems.getAttribute('data-level')).toBe('1');

    fireEvent.click(within(dialog).getByRole('button', { name: '← Back to main menu' }));
    expect(panels.className).not.toContain('navbar-sidebar__items--show-secondary');
    expect(within(dialog).getByRole('link', { name: 'About' })).toBeTruthy();
  });

  it('has no secondary menu outside the docs', () => {
    renderMobile();
    const dialog = openMenu();
    expect(within(dialog).queryByRole('button', { name: '← Back to main menu' })).toBeNull();
  });
});
