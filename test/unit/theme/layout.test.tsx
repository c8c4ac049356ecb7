import './polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Layout from '../../../theme/src/theme/Layout';
import NotFound from '../../../theme/src/theme/NotFound';
import Footer from '../../../theme/src/theme/Footer';
import Root from '../../../theme/src/theme/Root';
import { resetColorModeStoreForTests } from '../../../theme/src/hooks/useColorMode';
import { renderWithSite, resetDom } from './renderWithSite';

jest.mock('@theme/SearchBar', () => ({
  __esModule: true,
  default: () => require('react').createElement('button', { type: 'button' }, 'Search'),
}));

const footer = {
  style: 'dark',
  logo: { alt: 'Footer logo', src: '/img/logo.svg', srcDark: '/img/logo-white.svg' },
  copyright: 'Copyright © 2025 <a href="https://company.example">Company</a>',
  links: [
    { title: 'Docs', items: [{ label: 'Getting started', to: '/docs/' }] },
    {
      title: 'Community',
      items: [
        { label: 'Discord', href: 'https://discord.example' },
        { html: '<span class="custom">Custom</span>' },
      ],
    },
  ],
};

beforeEach(() => {
  resetDom();
  resetColorModeStoreForTests();
  document.title = '';
});

describe('Layout', () => {
  it('puts the skip link first, then announcement bar, navbar, main and footer', () => {
    const { container } = renderWithSite(
      <Layout title="Hello">
        <p>Body</p>
      </Layout>,
      { themeConfig: { footer, announcementBar: { id: 'a', content: 'News', isCloseable: true } } },
    );
    const focusable = container.querySelectorAll('a[href], button, [tabindex]');
    expect(focusable[0]!.textContent).toBe('Skip to main content');
    const main = container.querySelector('main')!;
    expect(main.id).toBe('__main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.textContent).toBe('Body');
    const order = [...container.querySelector('.layout')!.children].map(
      (el) => el.className.split(' ')[0],
    );
    expect(order).toEqual([
      'skip-to-content',
      'announcement-bar',
      'navbar',
      'layout__main',
      'footer',
    ]);
  });

  it('moves focus to the main content from the skip link', () => {
    renderWithSite(
      <Layout>
        <p>Body</p>
      </Layout>,
    );
    fireEvent.click(screen.getByText('Skip to main content'));
    expect(document.activeElement?.id).toBe('__main');
  });

  it('sets the title, description and social tags', async () => {
    renderWithSite(<Layout title="Hello" description="A greeting page" />, {
      themeConfig: { image: '/img/card.png' },
    });
    await waitFor(() => expect(document.title).toBe('Hello'));
    const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('A greeting page');
    expect(meta('meta[property="og:title"]')).toBe('Hello | Test Site');
    expect(meta('meta[property="og:description"]')).toBe('A greeting page');
    expect(meta('meta[property="og:image"]')).toBe('https://test.example/img/card.png');
  });

  it('can leave out the footer and add a wrapper class', () => {
    const { container } = renderWithSite(<Layout noFooter wrapperClassName="my-page" />, {
      themeConfig: { footer },
    });
    expect(container.querySelector('footer')).toBeNull();
    expect(container.querySelector('main')!.className).toContain('my-page');
  });
});

describe('Footer', () => {
  it('renders columns, links, HTML items, logo and copyright in the dark style', () => {
    const { container } = renderWithSite(<Footer />, { themeConfig: { footer } });
    const el = container.querySelector('footer')!;
    expect(el.className).toContain('footer--dark');
    expect([...el.querySelectorAll('.footer__title')].map((t) => t.textContent)).toEqual([
      'Docs',
      'Community',
    ]);
    expect(screen.getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe(
      '/docs/',
    );
    const discord = screen.getByRole('link', { name: 'Discord' });
    expect(discord.getAttribute('target')).toBe('_blank');
    expect(discord.getAttribute('rel')).toBe('noopener noreferrer');
    expect(el.querySelector('span.custom')?.textContent).toBe('Custom');
    expect(screen.getByRole('link', { name: 'Company' }).getAttribute('href')).toBe(
      'https://company.example',
    );
    expect(el.querySelector('.footer__logo')?.getAttribute('src')).toBe('/img/logo.svg');
  });

  it('uses the dark logo in dark mode', () => {
    window.localStorage.setItem('theme', 'dark');
    const { container } = renderWithSite(<Footer />, { themeConfig: { footer } });
    expect(container.querySelector('.footer__logo')?.getAttribute('src')).toBe(
      '/img/logo-white.svg',
    );
  });

  it('renders nothing without footer config', () => {
    const { container } = renderWithSite(<Footer />);
    expect(container.innerHTML).toBe('');
  });
});

describe('NotFound', () => {
  it('says the page was not found and links home', async () => {
    renderWithSite(<NotFound />, { path: '/nope' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Read the docs' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
  });

  it('links to the docs when the docs plugin is on', () => {
    renderWithSite(<NotFound />, {
      globalData: {
        'tessera-plugin-docs': { default: { path: '/docs', versions: [], breadcrumbs: true } },
      },
    });
    expect(screen.getByRole('link', { name: 'Read the docs' }).getAttribute('href')).toBe('/docs');
  });
});

describe('Root', () => {
  it('passes its children through', () => {
    renderWithSite(
      <Root>
        <span>child</span>
      </Root>,
    );
    expect(screen.getByText('child')).toBeTruthy();
  });
});
