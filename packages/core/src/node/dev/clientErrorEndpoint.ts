// `POST <baseUrl>__tessera/client-error`: the browser reports a component that threw while
// rendering (client/devErrorReport.ts). Printed in the terminal with the page's file, and shown
// in the overlay until a file changes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type WebpackDevServer from 'webpack-dev-server';
import { formatError } from '../errors';
import { log } from '../logger';
import { DEV_CLIENT_ERROR_PATH } from '../../shared/protocol';
import type { DevErrorsPlugin } from './errorsPlugin';
import { renderError, type RenderErrorReport } from './renderError';
import { refusedForeignOrigin } from './sameOrigin';
import type { DevState } from './state';

const MAX_REPORT_BYTES = 256 * 1024;

export function clientErrorEndpoint(
  state: DevState,
  errors: DevErrorsPlugin,
  server: () => WebpackDevServer,
): WebpackDevServer.Middleware {
  const endpoint = state.site.context.baseUrl + DEV_CLIENT_ERROR_PATH;
  return {
    name: 'tessera-client-error',
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== endpoint)
        return next();
      if (refusedForeignOrigin(req, res)) return;
      readBody(req, MAX_REPORT_BYTES)
        .then((text) => {
          const message = formatError(
            renderError(JSON.parse(text) as RenderErrorReport, state.site),
          );
          log.error(message);
          errors.renderError = message;
          // Shown like a compile error; the compile of the fix clears it.
          const devServer = server();
          devServer.sendMessage(devServer.webSocketServer?.clients ?? [], 'errors', [{ message }]);
          res.statusCode = 204;
        })
        .catch(() => {
          res.statusCode = 400;
        })
        .finally(() => res.end());
    },
  };
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) {
        reject(new Error('too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
