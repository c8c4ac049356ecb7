// Renders pages for the dev server's first paint (see firstPaint.ts). Started with the server,
// it loads React's server renderer while the site loads; each message names a bundle of the app
// with one page's route module and gets back that page's HTML, or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { serverRequire } from '../render/serverRequire.mjs';

const load = serverRequire(workerData.singletonPackages);
load('react-dom/server');

parentPort.on('message', async ({ bundle, routeId, request }) => {
  try {
    // The same route's bundle is made again when its page changed.
    delete load.cache[bundle];
    const server = load(bundle);
    const route = server.toLoadedRoute(routeId, server.route);
    // renderToString cannot wait: every preloadable component loads first.
    await server.preloadAllComponents();
    parentPort.postMessage({ html: server.render(route, request).html });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack ?? error) });
  }
});
