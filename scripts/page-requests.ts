// What a page view costs the network: opens pages of a built site in Chromium (fresh cache each)
// and counts, over the first seconds, the requests made, the JS and JSON fetched (gzip size,
// computed here: the host does not compress) and how many requests came before the page had
// hydrated (`window.__TESSERA_HYDRATED__`, set by the runtime's App once effects have run).
//
//   node --import tsx scripts/page-requests.ts <buildDir> [--throttle] [--seconds N] [paths...]
//
// --throttle: a phone profile (CPU 4x slower, 150 ms latency, 1.6 Mbit/s down) over 15 s, for
// the time to hydration and to the last response (the host sends files uncompressed, so the
// network times are longer than a real host's). Default paths: /, /docs/, a long API doc and a
// blog post of the Remotion site.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../test/helpers/browser';
import { startStaticHost } from '../test/helpers/staticHost';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { throttle: { type: 'boolean' }, seconds: { type: 'string' } },
});
const [buildDir, ...given] = positionals;
if (!buildDir) {
  console.error('Usage: scripts/page-requests.ts <buildDir> [--throttle] [--seconds N] [paths...]');
  process.exit(1);
}
const paths = given.length
  ? given
  : ['/', '/docs/', '/docs/api/webcodecs/convert-media', '/blog/4-0'];
const windowMs = Number(values.seconds ?? (values.throttle ? 15 : 5)) * 1000;

/** Records the moment the runtime marks the page hydrated, on the page's clock. */
const HYDRATION_PROBE = `{
  let value;
  Object.defineProperty(window, '__TESSERA_HYDRATED__', {
    configurable: true,
    get: () => value,
    set: (v) => { value = v; window.__hydratedAt = performance.now(); },
  });
}`;

interface Row {
  path: string;
  requests: number;
  codeRequests: number;
  codeKb: number;
  aheadKb: number;
  beforeHydration: number;
  routesFetched: number;
  routesBeforeHydration: number;
  hydratedMs: number | null;
  quietMs: number;
}

const root = path.resolve(buildDir);
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0;
    gzipSizes.set(file, size);
  }
  return size;
}

async function main() {
  const host = await startStaticHost(root);
  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (values.throttle) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      // The moment the runtime marks the page hydrated, on the page's clock.
      // (A string: tsx would wrap a function in helpers the page does not have.)
      await page.addInitScript(HYDRATION_PROBE);
      const seen: string[] = [];
      page.on('request', (request) => seen.push(request.url()));
      await page.goto(host.url + p, { waitUntil: 'commit' });
      await page.waitForTimeout(windowMs);
      const timing = await page.evaluate(() => ({
        hydratedAt: (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null,
        resources: performance.getEntriesByType('resource').map((e) => ({
          name: e.name,
          start: e.startTime,
          end: (e as PerformanceResourceTiming).responseEnd,
        })),
      }));
      // Sizes from the files themselves (a <link rel=prefetch> response has no body to read).
      const code = seen
        .map((u) => new URL(u))
        .filter((url) => url.origin === host.url && /\.(js|json)$/.test(url.pathname))
        .map((url) => ({ url, gzip: gzipSize(path.join(root, decodeURIComponent(url.pathname))) }));
      rows.push({
        path: p,
        // The document itself is not counted.
        requests: seen.length - 1,
        codeRequests: code.length,
        codeKb: code.reduce((n, c) => n + c.gzip, 0) / 1024,
        // Started after hydration: what the page fetched for other routes (and idle-time chunks).
        aheadKb:
          code
            .filter(({ url }) => {
              const started = timing.resources.find((r) => r.name === url.href)?.start;
              return (
                timing.hydratedAt !== null && started !== undefined && started >= timing.hydratedAt
              );
            })
            .reduce((n, c) => n + c.gzip, 0) / 1024,
        beforeHydration:
          timing.hydratedAt === null
            ? timing.resources.length
            : timing.resources.filter((r) => r.start < timing.hydratedAt!).length,
        routesFetched: code.filter(({ url }) => url.pathname.includes('/__routes/')).length,
        routesBeforeHydration: timing.resources.filter(
          (r) =>
            r.name.includes('/__routes/') &&
            (timing.hydratedAt === null || r.start < timing.hydratedAt),
        ).length,
        hydratedMs: timing.hydratedAt === null ? null : Math.round(timing.hydratedAt),
        quietMs: Math.round(Math.max(0, ...timing.resources.map((r) => r.end))),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await host.stop();
  }
  console.log(
    `First ${windowMs / 1000} s of each page view${values.throttle ? ' (phone profile)' : ''}:`,
  );
  console.table(
    rows.map((r) => ({
      path: r.path,
      requests: r.requests,
      'JS+JSON requests': r.codeRequests,
      'JS+JSON KB gzip': Number(r.codeKb.toFixed(1)),
      'of it after hydration': Number(r.aheadKb.toFixed(1)),
      'route manifests': r.routesFetched,
      'requests before hydration': r.beforeHydration,
      'of them route manifests': r.routesBeforeHydration,
      'hydrated at ms': r.hydratedMs,
      'last response at ms': r.quietMs,
    })),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
