// Browser entry: installs the route loader, loads the first route, then hydrates the
// server-rendered HTML (production) or renders into the empty shell (dev server).
import { startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@generated/route-loader.js';
import siteConfig from '@generated/site-config.json';
import { loadHelmet } from './head/helmet';
import { loadRoute } from './routing/loader';
import { seedManifest } from './routing/prodRouteLoader';
import { installRegistry } from './routing/registry';
import App from './App';
import { normalizeRoutePath, stripHtmlSuffix } from '../shared/paths';
import type { RouteManifestEntry } from '../shared/types';
import { DEV_FIRST_PAINT_ATTRIBUTE } from '../shared/protocol';

declare const __TESSERA_DEV__: boolean;

/**
 * `/docs/intro.html` and `/docs/intro/index.html` are the page `/docs/intro` (the spec's path
 * normalisation): the address bar gets the clean path, in the site's trailing-slash form.
 */
function normalizeHtmlPath(): string {
  const { pathname, search, hash } = window.location;
  const clean = stripHtmlSuffix(pathname, siteConfig.trailingSlash);
  if (clean !== pathname)
    window.history.replaceState(window.history.state, '', clean + search + hash);
  return clean;
}

/**
 * Resolves after the browser has painted the page as parsed. Deferred scripts run as soon as
 * parsing ends, before the last parsed part is painted; scripts loaded after the first contentful
 * paint (see scriptsAfterPaint) may run before the rest of a long page is painted. Hydrating at
 * once would hold that paint (often the largest one) behind the whole hydration. A hidden tab
 * paints nothing: no wait.
 */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start(): Promise<void> {
  (window as unknown as { __TESSERA_STARTED__?: boolean }).__TESSERA_STARTED__ = true;
  const requested = window.location.pathname;
  const pathname = normalizeHtmlPath();
  const container = document.getElementById('__tessera')!;
  const initial = (window as unknown as { __TESSERA_ROUTE__?: RouteManifestEntry })
    .__TESSERA_ROUTE__;
  // A static host answers a `.html` path that names no file with its 404 page: that HTML is not
  // the page asked for, so its route is looked up (its manifest) instead of taken from the HTML.
  const htmlIsThePage =
    pathname === requested ||
    (initial !== undefined && normalizeRoutePath(initial.path) === normalizeRoutePath(pathname));
  if (!__TESSERA_DEV__) {
    installRegistry();
    // Its scripts are on the page either way (a 404 page's route is then known as /404).
    if (initial) seedManifest(htmlIsThePage ? pathname : initial.path, initial);
  }
  const emptyShell = __TESSERA_DEV__ || !container.firstElementChild;
  // Without server HTML there are no head tags yet either: load the head manager with the route
  // (when hydrating, it loads later; see head/helmet).
  const [route] = await Promise.all([
    loadRoute(pathname),
    emptyShell ? loadHelmet() : afterNextPaint(),
  ]);
  // Hydrate only HTML rendered for this route (a missing page keeps its 404 HTML).
  const clientRender = emptyShell || (!htmlIsThePage && route.id !== initial?.id);
  if (clientRender && !emptyShell) {
    await loadHelmet();
    container.replaceChildren();
  }
  const basename = siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, '');
  const app = (
    <BrowserRouter basename={basename}>
      <App initialRoute={route} isClient />
    </BrowserRouter>
  );
  if (clientRender && __TESSERA_DEV__) {
    // The dev server's first paint (a page rendered on the server) stays until React commits the
    // client's tree, so the page never shows blank, and its styles go in that commit.
    flushSync(() =>
      createRoot(container).render(
        <>
          {app}
          <RemoveFirstPaintStyles />
        </>,
      ),
    );
  } else if (clientRender) {
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

/**
 * Removes the first paint's styles when the client's tree replaces it. A component still loading
 * (lazily compiled in dev: a navbar dropdown) suspends the whole render, and the first paint
 * stays on screen meanwhile; removed at once, as before, its styles left that page unstyled where
 * webpack's styles did not reach yet (the dropdowns' menus, open, for a second or more).
 */
function RemoveFirstPaintStyles(): null {
  useLayoutEffect(() => {
    document.querySelectorAll(`[${DEV_FIRST_PAINT_ATTRIBUTE}]`).forEach((style) => style.remove());
  }, []);
  return null;
}

start().catch((error) => {
  console.error('The site failed to start:', error);
});
