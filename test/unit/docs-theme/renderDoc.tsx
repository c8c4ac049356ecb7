// Must come before react-router-dom.
import './polyfills';
// Renders docs theme components as the app does: site context (config + docs global data), a
// router at the given path, and the head manager; optionally a docs sidebar provider.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { SiteContextProvider } from '../../../packages/core/src/client/context';
import type { ClientSiteConfig, GlobalData } from '../../../packages/core/src/shared/types';
import {
  DocsSidebarProvider,
  type DocsSidebar,
  type SidebarItem,
} from '../../../theme/src/hooks/useDocsSidebar';
import type { DocsGlobalData } from '../../../theme/src/hooks/docsGlobalData';

export const sidebarItems: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/category/guides',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'First guide', href: '/docs/guides/first', docId: 'guides/first' },
      {
        type: 'category',
        label: 'Advanced',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'link',
            label: 'Deep dive',
            href: '/docs/guides/advanced/deep',
            docId: 'guides/advanced/deep',
          },
          {
            type: 'link',
            label: 'Secret',
            href: '/docs/guides/advanced/secret',
            docId: 'guides/advanced/secret',
            unlisted: true,
          },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Reference',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Config', href: '/docs/reference/config', docId: 'reference/config' },
    ],
  },
  {
    type: 'category',
    label: 'Always open',
    collapsed: false,
    collapsible: false,
    items: [{ type: 'link', label: 'Pinned', href: '/docs/pinned' }],
  },
  { type: 'link', label: 'GitHub', href: 'https://github.com/example' },
  { type: 'html', value: '<span class="divider">More</span>' },
];

export const sidebar: DocsSidebar = { name: 'mainSidebar', items: sidebarItems };

export const docsGlobalData: DocsGlobalData = {
  path: '/docs',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'intro',
      docs: {},
      sidebars: { mainSidebar: { link: { path: '/docs/', label: 'Introduction' } } },
    },
  ],
  breadcrumbs: true,
};

export interface DocRenderOptions {
  path?: string;
  sidebar?: DocsSidebar | null;
  themeConfig?: Record<string, unknown>;
  globalData?: GlobalData;
}

export function makeSiteConfig(themeConfig: Record<string, unknown> = {}): ClientSiteConfig {
  return {
    title: 'Test Site',
    tagline: 'Docs in a test',
    url: 'https://test.example',
    baseUrl: '/',
    trailingSlash: undefined,
    customFields: {},
    themeConfig: {
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      navbar: { items: [] },
      ...themeConfig,
    },
  };
}

/** Shows the router's location, so tests can see navigation and query changes. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

export function DocWrapper({
  children,
  options = {},
  helmetContext,
}: {
  children: ReactNode;
  options?: DocRenderOptions;
  helmetContext?: Record<string, unknown>;
}) {
  const globalData = options.globalData ?? { 'tessera-plugin-docs': { default: docsGlobalData } };
  return (
    <HelmetProvider context={helmetContext}>
      <SiteContextProvider
        value={{ siteConfig: makeSiteConfig(options.themeConfig), globalData, isClient: true }}
      >
        <MemoryRouter initialEntries={[options.path ?? '/docs/']}>
          <DocsSidebarProvider sidebar={options.sidebar === undefined ? sidebar : options.sidebar}>
            {children}
          </DocsSidebarProvider>
        </MemoryRouter>
      </SiteContextProvider>
    </HelmetProvider>
  );
}

export function renderDoc(ui: ReactElement, options: DocRenderOptions = {}) {
  const helmetContext: Record<string, unknown> = {};
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <DocWrapper options={options} helmetContext={helmetContext}>
      {children}
    </DocWrapper>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { helmetContext });
}

/** Clean document between tests: storage, html attributes, head. */
export function resetDom(): void {
  window.localStorage.clear();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
