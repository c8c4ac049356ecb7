// Every page is answered with the same HTML shell (the client renders; no SSR in dev), before
// webpack's middleware, which holds every request until the first compile is done: the browser
// gets the page at once and waits only for main.js. Until that compile is done, the shell holds
// the page rendered on the server, if that is ready first (see firstPaint.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EarlyMiddleware } from './listener';
import { staticFolderOf } from './staticFiles';
import type { LoadedSite } from '../site';
import { formatError } from '../errors';
import { log } from '../logger';
import type { DevRouteTable } from '../devRoutes';
import type { DevState } from './state';
import { localeConfigOf } from '../i18n';
import { DEV_VENDOR_PATH } from '../../shared/protocol';
import type { FirstPaint } from './firstPaint';

export function shellEndpoint(
  state: DevState,
  routeTable: DevRouteTable,
  staticDirs: string[],
  page: { opened: () => void; answered: () => void },
  firstPaint: FirstPaint,
): EarlyMiddleware {
  const { baseUrl } = state.site.context;
  return {
    name: 'tessera-shell',
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if (req.method !== 'GET' || !String(req.headers.accept ?? '').includes('text/html'))
        return next();
      const pathname = decodedPathname(req.url);
      if (pathname === undefined || pathname.startsWith('/webpack-dev-server')) return next();
      const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
      if (staticFolderOf(staticDirs, relative)) return next();
      // The page's route joins the compiled ones before the page is answered, so the main.js it
      // asks for next (held by webpack until the compile is done) holds it.
      const { generated } = state.site;
      const route = routeTable.routeOf(pathname, generated);
      const rendered = route
        ? firstPaint.htmlOf(route, pathname, shellScripts(baseUrl))
        : Promise.resolve(null);
      (route ? routeTable.openRoute(route, generated) : Promise.resolve())
        .catch((error: unknown) => log.error(formatError(error)))
        .finally(async () => {
          page.opened();
          const html = await rendered;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html ?? shell(state.site), page.answered);
        });
    },
  };
}

function decodedPathname(url = '/'): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

function shell(site: LoadedSite): string {
  const base = site.context.baseUrl;
  const { htmlLang, direction } = localeConfigOf(
    site.context.siteConfig,
    site.context.i18n.currentLocale,
  );
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(htmlLang)}" dir="${direction}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${site.htmlTags.headTags}
${shellScripts(base)
  .map((src) => `<script src="${src}" defer></script>`)
  .join('\n')}
</head>
<body>
${site.htmlTags.preBodyTags}
<div id="__tessera"></div>
${site.htmlTags.postBodyTags}
</body>
</html>`;
}

/** React and the router (prebundled), webpack's runtime and the app. */
function shellScripts(baseUrl: string): string[] {
  return [
    `${baseUrl}${DEV_VENDOR_PATH}`,
    `${baseUrl}assets/js/runtime.js`,
    `${baseUrl}assets/js/main.js`,
  ];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
