// A component that threw while rendering in the browser, as the browser reported it: turned into
// a SiteError naming the page's file. Everything in the report came from a browser, so what is
// printed of it is stripped of control characters.
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedSite } from '../site';
import { SiteError } from '../errors';
import { normalizeRoutePath } from '../../shared/paths';
import { isAuthorFile } from './errorsPlugin';
import { printable } from './terminalText';

export interface RenderErrorReport {
  path?: unknown;
  message?: unknown;
  stack?: unknown;
  componentStack?: unknown;
}

export function renderError(report: RenderErrorReport, site: LoadedSite): SiteError {
  const pagePath = typeof report.path === 'string' ? printable(report.path) : '?';
  const message =
    typeof report.message === 'string'
      ? printable(report.message, { keepLines: true })
      : 'unknown error';
  const file = thrownIn(report.stack, site) ?? routeFile(pagePath, site);
  const component = /^\s*at (\w+)/m.exec(String(report.componentStack ?? ''))?.[1];
  return new SiteError(
    `Rendering ${pagePath} failed in the browser: ${message}${component ? ` (thrown in <${component}>)` : ''}`,
    {
      location: { file },
      hint: 'A component on this page threw while rendering. The page shows it until the file is fixed.',
    },
  );
}

/**
 * The module that threw, from the stack (`webpack-internal:///./content/x.tsx:12:3`); its
 * positions are in transformed code, so only the file is kept.
 */
function thrownIn(stack: unknown, site: LoadedSite): string | undefined {
  const siteDir = site.context.siteDir;
  for (const m of String(stack ?? '').matchAll(/webpack-internal:\/\/\/(\.\/[^:?)\s]+)/g)) {
    const candidate = path.resolve(siteDir, m[1]!);
    if (isAuthorFile(candidate, siteDir) && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The route's own file (its content module, else its component). */
function routeFile(pagePath: string, site: LoadedSite): string | undefined {
  const route = site.routes.find(
    (r) => normalizeRoutePath(r.path) === normalizeRoutePath(pagePath),
  );
  const candidates = [route?.modules?.content, route?.component].filter(
    (c): c is string => typeof c === 'string' && path.isAbsolute(c),
  );
  return candidates[0]?.replace(/\?.*$/, '');
}
