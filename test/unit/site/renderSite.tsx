// Renders site pages the way the app does: site context, router and head manager. The page
// shell (@theme/Layout) is replaced by a bare wrapper, so these tests cover the site's own
// components and not the theme's navbar and footer.
import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactElement, ReactNode } from 'react';

// jsdom lacks what react-router needs at import time; set before it loads (require below).
const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

const { render } = require('@testing-library/react') as typeof import('@testing-library/react');
const { MemoryRouter } = require('react-router-dom') as typeof import('react-router-dom');
const { HelmetProvider } = require('react-helmet-async') as typeof import('react-helmet-async');
const { SiteContextProvider } =
  require('../../../packages/core/src/client/context') as typeof import('../../../packages/core/src/client/context');

export const siteConfig = {
  title: 'Remotion',
  tagline: 'Make videos programmatically.',
  url: 'https://www.remotion.dev',
  baseUrl: '/',
  trailingSlash: undefined,
  customFields: {},
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: { items: [] },
  },
};

export function renderSite(ui: ReactElement, path = '/') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <HelmetProvider>
      <SiteContextProvider
        value={{ siteConfig: siteConfig as never, globalData: {}, isClient: true }}
      >
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SiteContextProvider>
    </HelmetProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
