// A plain static file host, as GitHub Pages or an S3 bucket behave: a path names a file, a folder
// (redirected to its slash, then its index.html) or `<path>.html`; anything else is answered
// 404 with the site's 404.html. Unlike `tessera serve` it does not normalise `.html` suffixes,
// so tests see what a deployed site sees. No compression: callers measure sizes themselves.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticHost {
  url: string;
  stop(): Promise<void>;
}

function fileAt(root: string, relative: string): string | undefined {
  const file = path.join(root, relative);
  if (!file.startsWith(root + path.sep) && file !== root) return undefined;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

export function startStaticHost(root: string): Promise<StaticHost> {
  const dir = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const send = (status: number, file: string) => {
      res.writeHead(status, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      fs.createReadStream(file).pipe(res);
    };
    const isFolder = fs
      .statSync(path.join(dir, pathname), { throwIfNoEntry: false })
      ?.isDirectory();
    if (isFolder && !pathname.endsWith('/')) {
      res.writeHead(301, { location: url.pathname + '/' + url.search });
      res.end();
      return;
    }
    const file = pathname.endsWith('/')
      ? fileAt(dir, pathname + 'index.html')
      : (fileAt(dir, pathname) ?? fileAt(dir, pathname + '.html'));
    if (file) send(200, file);
    else send(404, path.join(dir, '404.html'));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
