// The route table's side of the dev server (see devRoutes.ts): scripts wait while a new table is
// on its way to the compiler, and `POST <baseUrl>__tessera/activate-route?path=` opens a route
// the table does not compile yet (a client-side navigation). Both answer before webpack's
// middleware, which would hold them until a compile is done.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type WebpackDevServer from 'webpack-dev-server';
import { formatError } from '../errors';
import { log } from '../logger';
import type { DevRouteTable } from '../devRoutes';
import { DEV_ACTIVATE_ROUTE_PATH } from '../../shared/protocol';
import { refusedForeignOrigin } from './sameOrigin';
import type { DevState } from './state';

export function routeTableEndpoint(
  state: DevState,
  routeTable: DevRouteTable,
): WebpackDevServer.Middleware {
  const { baseUrl } = state.site.context;
  const endpoint = baseUrl + DEV_ACTIVATE_ROUTE_PATH;
  return {
    name: 'tessera-route-table',
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const changing = routeTable.changing;
      if (req.method === 'GET' && changing && url.pathname.startsWith(baseUrl + 'assets/')) {
        changing.then(next);
        return;
      }
      if (req.method !== 'POST' || url.pathname !== endpoint) return next();
      if (refusedForeignOrigin(req, res)) return;
      routeTable.open(url.searchParams.get('path') ?? '/', state.site.generated).then(
        () => ((res.statusCode = 204), res.end()),
        (error: unknown) => {
          log.error(formatError(error));
          res.statusCode = 500;
          res.end();
        },
      );
    },
  };
}
