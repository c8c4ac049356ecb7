// The site's static folders, answered before webpack-dev-server has started (see listener.ts):
// the first paint's images (a logo) would otherwise wait for it, and show after the text. From
// then on webpack-dev-server serves them, before its webpack middleware (dev.ts).
import fs from 'node:fs';
import path from 'node:path';
import send from 'send';
import type { EarlyHandler } from './listener';

export function earlyStaticFiles(staticDirs: string[], baseUrl: string): EarlyHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Still URL-encoded: `send` decodes it, and refuses a path that leaves its root.
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(baseUrl)) return next();
    const encoded = pathname.slice(baseUrl.length);
    let relative: string;
    try {
      relative = decodeURIComponent(encoded);
    } catch {
      return next();
    }
    const root = staticFolderOf(staticDirs, relative);
    if (!root) return next();
    send(req, `/${encoded}`, { root, index: false, dotfiles: 'allow' })
      .on('error', () => next())
      .pipe(res);
  };
}

/** The static folder that has the file `relative` (a path below the base URL), if any. */
export function staticFolderOf(staticDirs: string[], relative: string): string | undefined {
  if (relative === '') return undefined;
  return staticDirs.find((dir) =>
    fs.statSync(path.join(dir, relative), { throwIfNoEntry: false })?.isFile(),
  );
}
