// `tessera serve`: serves the built site. `send` (Express' file server) answers with the file:
// conditional requests, HEAD, and byte ranges parsed by range-parser (a range that cannot be
// satisfied gets 416, one that cannot be parsed is ignored, as RFC 9110 allows). Unknown paths,
// paths that leave the output folder and dotfiles answer 404 with 404.html (see servePaths.ts).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import send from 'send';
import compression from 'compression';
import { SiteError } from './errors';
import { resolveRequestFile } from './servePaths';
import { posixRelative } from './paths';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  baseUrl?: string;
}

export function createStaticHandler(dir: string, baseUrl = '/'): http.RequestListener {
  const root = fs.realpathSync(dir);
  // gzip/brotli on the fly for text responses, as a production host would.
  const compress = compression();
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res);
    const pathname = decodedPathname(req.url);
    if (pathname === undefined) return badRequest(res);
    // Looked up on every request: a rebuild swaps the folder, and is served at once.
    const file = resolveRequestFile(root, baseUrl, pathname);
    if (!file) return notFound(root, res);
    const respond = () => sendFile(req, res, root, file);
    // Compressed, a ranged response would label compressed bytes with uncompressed offsets.
    if (req.headers.range) respond();
    else compress(req, res, respond);
  };
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  root: string,
  file: string,
): void {
  // send takes a URL path (it decodes it again) below `root`.
  const urlPath = posixRelative(root, file).split('/').map(encodeURIComponent).join('/');
  send(req, urlPath, {
    root,
    dotfiles: 'allow',
    index: false,
    extensions: false,
    cacheControl: false,
  })
    .on('headers', (response: http.ServerResponse) =>
      response.setHeader('Cache-Control', 'no-cache'),
    )
    .on('error', (error: { status?: number; headers?: Record<string, string> }) =>
      answerSendError(root, res, error),
    )
    .pipe(res);
}

/** 416 (with its Content-Range), 412, or a file that vanished since it was looked up. */
function answerSendError(
  root: string,
  res: http.ServerResponse,
  error: { status?: number; headers?: Record<string, string> },
): void {
  if (error.status === 404) return notFound(root, res);
  if (res.headersSent) return void res.destroy();
  const status = error.status ?? 500;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...error.headers });
  res.end(http.STATUS_CODES[status]);
}

function decodedPathname(url = '/'): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

function notFound(root: string, res: http.ServerResponse): void {
  const page = path.join(root, '404.html');
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(fs.existsSync(page) ? fs.readFileSync(page) : '<h1>Not found</h1>');
}

function badRequest(res: http.ServerResponse): void {
  res.statusCode = 400;
  res.end('Bad request');
}

function methodNotAllowed(res: http.ServerResponse): void {
  res.writeHead(405, { Allow: 'GET, HEAD' });
  res.end();
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
