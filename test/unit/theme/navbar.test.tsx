import './polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import Navbar from '../../../theme/src/theme/Navbar';
import NavbarItem from '../../../theme/src/theme/NavbarItem';
import { resetColorModeStoreForTests } from '../../../theme/src/hooks/useColorMode';
import type { DocsGlobalData } from '../../../theme/src/hooks/docsGlobalData';
import { renderWithSite, resetDom, type SiteOptions } from './renderWithSite';

// The real search is tested on its own; here it only has to sit in the navbar.
jest.mock('@theme/SearchBar', () => ({
  __esModule: true,
  default: () => require('react').createElement('button', { type: 'button' }, 'Search'),
}));

const items = [
  { to: '/about', label: 'About' },
  { to: '/guide', label: 'Guide', activeBasePath: 'guide' },
  { to: '/blog', label: 'Blog', activeBaseRegex: '^/(blog|learn)/' },
  {
    type: 'dropdown',
    label: 'Products',
    items: [
      { to: '/player', label: 'Player' },
      { to: '/lambda', label: 'Lambda' },
      { href: 'https://convert.example', label: 'Convert a video' },
    ],
  },
  { href: 'https://github.com/example/repo', label: 'GitHub', position: 'right' },
  { type: 'html', value: '<b class="badge">v4</b>', position: 'right' },
  { type: 'search', position: 'right' },
];

function renderNavbar(options: SiteOptions = {}, navbar: Record<string, unknown> = {}) {
  return renderWithSite(<Navbar />, {
    ...options,
    themeConfig: {
      navbar: {
        hideOnScroll: false,
        title: 'Site',
        logo: { alt: 'Logo', src: '/img/logo.svg' },
        items,
        ...navbar,
      },
      ...options.themeConfig,
    },
  });
}

function link(name: string): HTMLAnchorElement {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name,
  }) as HTMLAnchorElement;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetDom();
  resetColorModeStoreForTests();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('navbar items: active state', () => {
  it('marks the item whose `to` is the current path', () => {
    renderNavbar({ path: '/about' });
    expect(link('About').className).toContain('navbar__link--active');
    expect(link('About').getAttribute('aria-current')).toBe('page');
    expect(link('Guide').className).not.toContain('navbar__link--active');
  });

  it('uses activeBasePath as a prefix', () => {
    renderNavbar({ path: '/guide/getting-started' });
    expect(link('Guide').className).toContain('navbar__link--active');
    expect(link('About').className).not.toContain('navbar__link--active');
  });

  it('uses activeBaseRegex', () => {
    renderNavbar({ path: '/learn/apple-wow' });
    expect(link('Blog').className).toContain('navbar__link--active');
  });

  it('marks a dropdown active when one of its items is', () => {
    renderNavbar({ path: '/lambda' });
    const toggle = screen.getByRole('button', { name: 'Products' });
    expect(toggle.className).toContain('navbar__link--active');
    expect(link('Lambda').className).toContain('dropdown__link--active');
  });

  it('ignores a trailing slash', () => {
    renderNavbar({ path: '/about/' });
    expect(link('About').className).toContain('navbar__link--active');
  });
});

describe('navbar items: links', () => {
  it('opens external links in a new tab with rel="noopener noreferrer" and an icon', () => {
    renderNavbar();
    const github = link('GitHub');
    expect(github.getAttribute('href')).toBe('https://github.com/example/repo');
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(github.querySelector('svg.navbar__external-icon')).not.toBeNull();
  });

  it('keeps internal links in the tab, without the icon', () => {
    renderNavbar();
    const about = link('About');
    expect(about.getAttribute('href')).toBe('/about');
    expect(about.getAttribute('target')).toBeNull();
    expect(about.querySelector('svg')).toBeNull();
  });

  it('prefixes internal links with the base URL', () => {
    renderNavbar({ siteConfig: { baseUrl: '/site/' }, path: '/about' });
    expect(link('About').getAttribute('href')).toBe('/site/about');
    expect(link('About').className).toContain('navbar__link--active');
  });

  it('renders html items, the search bar, the logo and the title', () => {
    const { container } = renderNavbar();
    expect(container.querySelector('b.badge')?.textContent).toBe('v4');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Site').className).toBe('navbar__title');
    expect(container.querySelector('.navbar__logo img')?.getAttribute('src')).toBe('/img/logo.svg');
  });

  it('shows the dark logo in dark mode', () => {
    window.localStorage.setItem('theme', 'dark');
    const { container } = renderNavbar(
      {},
      { logo: { alt: 'Logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' } },
    );
    const imgs = container.querySelectorAll('.navbar__logo img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute('src')).toBe('/img/logo-dark.svg');
  });

  it('opens the brand page in a new tab on right-click of the logo', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = renderNavbar(
      {},
      { logo: { alt: 'Logo', src: '/img/logo.svg', brandPageHref: 'https://brand.example' } },
    );
    const brand = container.querySelector('.navbar__brand')!;
    const notPrevented = fireEvent.contextMenu(brand);
    expect(notPrevented).toBe(false);
    expect(open).toHaveBeenCalledWith('https://brand.example', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('leaves the context menu alone without a brand page', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = renderNavbar();
    expect(fireEvent.contextMenu(container.querySelector('.navbar__brand')!)).toBe(true);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('navbar items: errors', () => {
  it('shows which item of the config failed, and keeps the rest of the navbar', () => {
    renderNavbar(
      {},
      {
        items: [
          { to: '/about', label: 'About' },
          { type: 'doesNotExist', label: 'Oops' },
        ],
      },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'A navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your site config:',
    );
    expect(alert.textContent).toContain('"type": "doesNotExist"');
    expect(alert.textContent).toContain('"label": "Oops"');
    expect(alert.textContent).toContain('No navbar item component for type "doesNotExist"');
    expect(link('About')).toBeTruthy();
  });

  it('fails a doc item when the docs plugin is not enabled', () => {
    renderWithSite(<NavbarItem type="doc" docId="intro" label="Docs" />);
    expect(screen.getByRole('alert').textContent).toContain('"docId": "intro"');
    expect(screen.getByRole('alert').textContent).toContain('tessera-plugin-docs');
  });
});

describe('dropdown (desktop)', () => {
  function dropdown() {
    const toggle = screen.getByRole('button', { name: 'Products' });
    return { toggle, root: toggle.closest('.dropdown') as HTMLElement };
  }

  it('opens on Enter and closes on Escape, returning focus to the toggle', () => {
    renderNavbar();
    const { toggle, root } = dropdown();
    expect(toggle.getAttribute('aria-haspopup')).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(root.className).toContain('dropdown--show');

    const player = link('Player');
    player.focus();
    fireEvent.keyDown(player, { key: 'Escape' });
    expect(root.className).not.toContain('dropdown--show');
    expect(document.activeElement).toBe(toggle);
  });

  it('toggles on a second Enter', () => {
    renderNavbar();
    const { toggle, root } = dropdown();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(root.className).not.toContain('dropdown--show');
  });

  it('closes on mousedown, touchstart or focus outside, not inside', () => {
    renderNavbar();
    const { toggle, root } = dropdown();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.mouseDown(link('Player'));
    expect(root.className).toContain('dropdown--show');
    fireEvent.mouseDown(document.body);
    expect(root.className).not.toContain('dropdown--show');

    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.touchStart(document.body);
    expect(root.className).not.toContain('dropdown--show');

    fireEvent.keyDown(toggle, { key: 'Enter' });
    act(() => link('About').focus());
    expect(root.className).not.toContain('dropdown--show');
  });

  it('closes when tabbing out of the last item', () => {
    renderNavbar();
    const { toggle, root } = dropdown();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.keyDown(link('Convert a video'), { key: 'Tab' });
    expect(root.className).not.toContain('dropdown--show');
  });

  it('is hoverable (CSS) and its items are links', () => {
    renderNavbar();
    const { root } = dropdown();
    expect(root.className).toContain('dropdown--hoverable');
    expect(
      within(root)
        .getAllByRole('link')
        .map((a: HTMLElement) => a.textContent),
    ).toEqual(['Player', 'Lambda', 'Convert a video']);
  });
});

describe('locale dropdown', () => {
  it('lists English only, linking to the current page', () => {
    renderWithSite(<NavbarItem type="localeDropdown" />, { path: '/about' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('English');
    expect(links[0]!.getAttribute('href')).toBe('/about');
    expect(links[0]!.getAttribute('lang')).toBe('en');
  });
});

describe('docs items', () => {
  const docs: DocsGlobalData = {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/docs',
        mainDocId: 'index',
        docs: {
          index: { path: '/docs/', sidebar: 'mainSidebar' },
          'api/index': { path: '/docs/api', sidebar: 'apiSidebar' },
        },
        sidebars: {
          mainSidebar: { link: { path: '/docs/', label: 'Getting started' } },
          apiSidebar: { link: { path: '/docs/api', label: 'API' } },
          empty: {},
        },
      },
    ],
  };
  const globalData = {
    'tessera-plugin-docs': { default: docs as unknown as Record<string, unknown> },
  };

  it('links a doc item to its doc, active across its sidebar', () => {
    renderWithSite(<NavbarItem type="doc" docId="index" label="Docs" />, {
      globalData,
      path: '/docs/player/api',
      docsSidebar: { name: 'mainSidebar', items: [] },
    });
    const a = screen.getByRole('link', { name: 'Docs' });
    expect(a.getAttribute('href')).toBe('/docs/');
    expect(a.className).toContain('navbar__link--active');
  });

  it('links a docSidebar item to the sidebar first page, inactive in another sidebar', () => {
    renderWithSite(<NavbarItem type="docSidebar" sidebarId="apiSidebar" />, {
      globalData,
      path: '/docs/player',
      docsSidebar: { name: 'mainSidebar', items: [] },
    });
    const a = screen.getByRole('link', { name: 'API' });
    expect(a.getAttribute('href')).toBe('/docs/api');
    expect(a.className).not.toContain('navbar__link--active');
  });

  it('lists available ids when a doc id is missing', () => {
    renderWithSite(<NavbarItem type="doc" docId="nope" />, { globalData });
    expect(screen.getByRole('alert').textContent).toContain('Available doc ids are');
    expect(screen.getByRole('alert').textContent).toContain('api/index');
  });

  it('fails a docSidebar item whose sidebar has nothing to link to', () => {
    renderWithSite(<NavbarItem type="docSidebar" sidebarId="empty" />, { globalData });
    expect(screen.getByRole('alert').textContent).toContain('"sidebarId": "empty"');
  });

  it('labels docsVersion with the version and fails a version dropdown naming a missing version', () => {
    renderWithSite(
      <>
        <NavbarItem type="docsVersion" />
        <NavbarItem type="docsVersionDropdown" versions={['current', '1.x']} />
      </>,
      { globalData, path: '/docs/player' },
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/docs/');
    expect(screen.getByRole('alert').textContent).toContain('1.x');
  });
});

describe('hide on scroll', () => {
  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('hides when scrolling down past the navbar and shows on scrolling up', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 5000,
    });
    renderNavbar({}, { hideOnScroll: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    scrollTo(300);
    expect(nav.className).toContain('navbar--hidden');
    scrollTo(250);
    expect(nav.className).not.toContain('navbar--hidden');
    scrollTo(0);
  });

  it('never hides without hideOnScroll', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    scrollTo(800);
    expect(nav.className).not.toContain('navbar--hidden');
    scrollTo(0);
  });
});
