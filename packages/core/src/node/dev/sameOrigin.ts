// The dev server's endpoints act on the site (compile a route, print an error): only pages of
// this server may call them. A request without Origin (curl, a test) is not from a web page.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  // `Origin: null` (a sandboxed frame, a file: page) is no URL: refused like any other origin.
  return URL.canParse(origin) && new URL(origin).host === req.headers.host;
}

/** Answers 403 (no body) to a request from another origin; true when it did. */
export function refusedForeignOrigin(req: IncomingMessage, res: ServerResponse): boolean {
  if (isSameOrigin(req)) return false;
  res.statusCode = 403;
  res.end();
  return true;
}
