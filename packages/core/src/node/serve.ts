// `tessera serve`: serves the built site with sirv. Unknown paths answer 404 with 404.html;
// paths that leave the output folder (`..`, encoded or not, or symlinks) are refused.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import compression from 'compression';
import { SiteError } from './errors';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  baseUrl?: string;
}

export function createStaticHandler(dir: string, baseUrl = '/'): http.RequestListener {
  const root = fs.realpathSync(dir);
  // dev mode re-reads the folder on each request, so a rebuild (which swaps the folder) is served at once.
  const files = sirv(root, {
    dev: true,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    gzip: false,
  });
  // gzip/brotli on the fly for text responses, as a production host would.
  const compress = compression();
  const notFoundFile = path.join(root, '404.html');
  const notFound = (res: http.ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : '<h1>Not found</h1>');
  };
  return (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    if (!pathname.startsWith(baseUrl)) return notFound(res);
    const relative = pathname.slice(baseUrl.length);
    const resolved = path.resolve(root, '.' + path.sep + relative);
    if (pathname.includes('\0') || (resolved !== root && !resolved.startsWith(root + path.sep)))
      return notFound(res);
    // A symlink inside the folder may point outside it: follow it and check again.
    try {
      const real = fs.realpathSync(resolved);
      if (real !== root && !real.startsWith(root + path.sep)) return notFound(res);
    } catch {
      // Does not exist as such; sirv may still find `<path>.html` or `<path>/index.html`.
    }
    req.url =
      encodeURI('/' + relative) +
      (req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
    compress(req, res, () => files(req, res, () => notFound(res)));
  };
}

export function serve(options: ServeOptions): Promise<http.Server> {
  if (!fs.existsSync(options.dir)) {
    throw new SiteError(`There is no build to serve in ${options.dir}.`, {
      hint: 'Run `yarn build` first.',
    });
  }
  const server = http.createServer(createStaticHandler(options.dir, options.baseUrl));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
