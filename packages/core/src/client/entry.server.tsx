// Static rendering: renders one route to a complete HTML document with its head tags, and
// reports the links it contains for the broken link checker.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Helmet, HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import siteConfig from '@generated/site-config.json';
import App from './App';
import { LinkCollectorContext } from './context';
import { installServerHelmet } from './head/helmet';
import { assembleRoute as assembleRouteModules, type ImportRegistry } from './routing/registry';
import { preloadAllComponents } from './exports/Lazy';
export { installRegistry, forgetContentModules } from './routing/registry';
import type { LoadedRoute } from './routing/types';
import type { RenderRequest, RouteManifestEntry, ScriptLoading } from '../shared/types';
import { normalizeRoutePath } from '../shared/paths';
import { jsonForScript } from '../shared/scriptText';
import { scriptsAfterPaint, SCRIPTS_FAILED_HOOK } from './scriptsAfterPaint';
import { earlyClickRecorder } from './exports/earlyClick';

export type { RenderRequest } from '../shared/types';

export interface RenderResult {
  html: string;
  links: string[];
  anchors: string[];
}

// The browser loads helmet lazily (see ./head/helmet); the HTML needs it in every render.
installServerHelmet(Helmet);

/**
 * On the base URL page only: if the site's scripts do not load or never start (usually a wrong
 * `baseUrl`), show a banner saying so. After the first paint, the script loader calls the hook
 * (see scriptsAfterPaint); deferred scripts have run by the `load` event, which checks.
 */
function baseUrlIssueBanner(baseUrl: string, scriptLoading: ScriptLoading): string {
  const text = `Your site did not load properly. Its scripts could not be loaded from the base URL "${baseUrl}". Check the baseUrl option of site.config.ts (it must match the path the site is served from).`;
  const onLoad =
    scriptLoading === 'defer'
      ? `window.addEventListener('load',function(){setTimeout(function(){if(!window.__TESSERA_STARTED__)window.${SCRIPTS_FAILED_HOOK}()},0)});`
      : '';
  return `<div id="__tessera-base-url-issue-banner"></div><script>window.${SCRIPTS_FAILED_HOOK}=function(){var b=document.getElementById('__tessera-base-url-issue-banner');if(!b)return;b.setAttribute('role','alert');b.style.cssText='border:2px solid #c00;background:#fee;color:#900;padding:12px 16px;font:14px/1.4 system-ui,sans-serif;margin:0';b.textContent=${jsonForScript(text)};};${onLoad}</script>`;
}

/**
 * A route from its manifest, with all the code rendering it needs: renderToString cannot wait, so
 * every preloadable component (code split in the browser, see exports/Lazy) is loaded here too.
 */
export async function assembleRoute(
  manifest: RouteManifestEntry,
  imports: ImportRegistry,
): Promise<LoadedRoute> {
  const route = await assembleRouteModules(manifest, imports);
  await preloadAllComponents();
  return route;
}

/** Renders a route assembled from its manifest (see `assembleRoute`). */
export function render(route: LoadedRoute, req: RenderRequest): RenderResult {
  const helmetContext: { helmet?: HelmetServerState } = {};
  const collector = { links: new Set<string>() };
  const basename = siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, '');
  const appHtml = renderToString(
    <HelmetProvider context={helmetContext}>
      <LinkCollectorContext.Provider value={collector}>
        <StaticRouter location={req.path} basename={basename}>
          <App initialRoute={route} isClient={false} />
        </StaticRouter>
      </LinkCollectorContext.Provider>
    </HelmetProvider>,
  );
  const helmet = helmetContext.helmet!;
  const { hoisted, body } = splitHoistedResources(appHtml);
  const anchors = [...appHtml.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const css = unique([...req.mainAssets.css, ...req.manifest.css]);
  const js = unique([...req.mainAssets.js, ...req.manifest.js]);
  const noIndex =
    req.noIndex || route.unlisted ? '<meta name="robots" content="noindex, nofollow">' : '';
  const html = `<!DOCTYPE html>
<html ${helmet.htmlAttributes.toString()}>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="generator" content="Tessera">
${helmet.title.toString()}
${helmet.meta.toString()}
${helmet.link.toString()}
${noIndex}
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${req.scriptLoading === 'defer' ? js.map((src) => `<script src="${src}" defer></script>`).join('\n') : ''}
${helmet.script.toString()}
${hoisted}
${req.htmlTags.headTags}
</head>
<body ${helmet.bodyAttributes.toString()}>
${req.baseUrlIssueBanner && req.path === normalizeRoutePath(siteConfig.baseUrl) ? baseUrlIssueBanner(siteConfig.baseUrl, req.scriptLoading) : ''}
${req.htmlTags.preBodyTags}
<div id="__tessera">${body}</div>${earlyClickRecorder(body)}
<script>window.__TESSERA_ROUTE__=${jsonForScript(req.manifest)}</script>
${req.scriptLoading === 'after-paint' ? scriptsAfterPaint(js) : ''}
${req.htmlTags.postBodyTags}
</body>
</html>
`;
  return { html, links: [...collector.links], anchors };
}

/**
 * React writes the resources it hoists (`<link rel="preload" as="image">` for the first images)
 * before the app's first element, as the tree has no <head>. They go into the head: left in the
 * container, they are not part of the tree the browser hydrates, and Preact moves the whole page
 * in front of them (a new style and layout of every element, in the hydration task).
 */
export function splitHoistedResources(appHtml: string): { hoisted: string; body: string } {
  const leading = /^(?:<link\b[^>]*>)+/.exec(appHtml)?.[0] ?? '';
  return { hoisted: leading, body: appHtml.slice(leading.length) };
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}
