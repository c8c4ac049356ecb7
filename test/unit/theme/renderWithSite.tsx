// Must come before react-router-dom (see ./polyfills).
import './polyfills';
// Renders theme components the way the app does: inside the site context, a router and the
// head manager. Options set the path, the theme config, global data and the docs sidebar.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { SiteContextProvider } from '../../../packages/core/src/client/context';
import type { ClientSiteConfig, GlobalData } from '../../../packages/core/src/shared/types';
import { DocsSidebarProvider, type DocsSidebar } from '../../../theme/src/hooks/useDocsSidebar';

export interface SiteOptions {
  /** Merged over the schema's defaults (colorMode, navbar...). */
  themeConfig?: Record<string, unknown>;
  siteConfig?: Partial<ClientSiteConfig>;
  globalData?: GlobalData;
  /** Initial URL path (inside the base URL). */
  path?: string;
  /** False renders as the server / the hydrating render sees it. */
  isClient?: boolean;
  docsSidebar?: DocsSidebar | null;
}

export const defaultThemeConfig = {
  metadata: [],
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  navbar: { hideOnScroll: false, items: [] },
};

export function makeSiteConfig(options: SiteOptions = {}): ClientSiteConfig {
  return {
    title: 'Test Site',
    tagline: 'A site in a test',
    url: 'https://test.example',
    baseUrl: '/',
    trailingSlash: undefined,
    customFields: {},
    ...options.siteConfig,
    themeConfig: { ...defaultThemeConfig, ...options.themeConfig },
  };
}

/** Shows the router's current path, so tests can see navigation happen. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.hash}</div>;
}

/** The providers alone, e.g. for renderToString (what the static build produces). */
export function SiteWrapper({
  children,
  options = {},
  helmetContext,
}: {
  children: ReactNode;
  options?: SiteOptions;
  helmetContext?: Record<string, unknown>;
}) {
  const siteConfig = makeSiteConfig(options);
  // Like the app: the router's basename is the base URL, so paths in tests are inside it.
  const basename = siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, '');
  return (
    <HelmetProvider context={helmetContext}>
      <SiteContextProvider
        value={{
          siteConfig,
          globalData: options.globalData ?? {},
          isClient: options.isClient ?? true,
        }}
      >
        <MemoryRouter
          basename={basename}
          initialEntries={[(basename ?? '') + (options.path ?? '/')]}
        >
          <DocsSidebarProvider sidebar={options.docsSidebar ?? null}>
            {children}
          </DocsSidebarProvider>
        </MemoryRouter>
      </SiteContextProvider>
    </HelmetProvider>
  );
}

export function renderWithSite(ui: ReactElement, options: SiteOptions = {}) {
  const helmetContext: Record<string, unknown> = {};
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteWrapper options={options} helmetContext={helmetContext}>
      {children}
    </SiteWrapper>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { helmetContext });
}

/** Clears what the shell keeps between renders: storage, <html> attributes, body styles. */
export function resetDom(): void {
  window.localStorage.clear();
  const html = document.documentElement;
  for (const attr of [
    'data-theme',
    'data-theme-choice',
    'data-announcement-bar-initially-dismissed',
  ])
    html.removeAttribute(attr);
  document.body.removeAttribute('style');
}
