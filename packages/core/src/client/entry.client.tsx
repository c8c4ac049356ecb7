// Browser entry: installs the route loader, loads the first route, then hydrates the
// server-rendered HTML (production) or renders into the empty shell (dev server).
import { startTransition } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@generated/route-loader.js';
import siteConfig from '@generated/site-config.json';
import { loadHelmet } from './head/helmet';
import { loadRoute } from './routing/loader';
import { seedManifest } from './routing/prodRouteLoader';
import { installRegistry } from './routing/registry';
import App from './App';
import type { RouteManifestEntry } from '../shared/types';

declare const __TESSERA_DEV__: boolean;

function normalizeHtmlPath(): void {
  // `/docs/intro.html` and `/docs/intro/index.html` are the same page as `/docs/intro`.
  const { pathname, search, hash } = window.location;
  if (/(\/index)?\.html$/.test(pathname)) {
    const clean = pathname.replace(/index\.html$/, '').replace(/\.html$/, '');
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}

async function start(): Promise<void> {
  (window as unknown as { __TESSERA_STARTED__?: boolean }).__TESSERA_STARTED__ = true;
  normalizeHtmlPath();
  const container = document.getElementById('__tessera')!;
  const initial = (window as unknown as { __TESSERA_ROUTE__?: RouteManifestEntry })
    .__TESSERA_ROUTE__;
  if (!__TESSERA_DEV__) {
    installRegistry();
    if (initial) seedManifest(window.location.pathname, initial);
  }
  const clientRender = __TESSERA_DEV__ || !container.firstElementChild;
  // Without server HTML there are no head tags yet either: load the head manager with the route
  // (when hydrating, it loads later; see head/helmet).
  const [route] = await Promise.all([
    loadRoute(window.location.pathname),
    clientRender ? loadHelmet() : null,
  ]);
  const basename = siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, '');
  const app = (
    <BrowserRouter basename={basename}>
      <App initialRoute={route} isClient />
    </BrowserRouter>
  );
  if (clientRender) {
    createRoot(container).render(app);
  } else {
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread until the whole page is hydrated (React hydrates in slices).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) =>
          console.error('Hydration recovered from an error:', error, info?.componentStack),
      });
    });
  }
}

start().catch((error) => {
  console.error('The site failed to start:', error);
});
