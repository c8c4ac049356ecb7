// How a long doc page hydrates on Preact (the `first-load` fixture, site.config.ts), for
// Lighthouse's total blocking time and largest paint (issue #23): the page is hydrated in slices
// (the frame, the content, each code block...), none of which holds the main thread long; the
// server's elements are kept (nothing is moved or drawn again); the code blocks work afterwards;
// links preload their route from passive listeners on the document, none of their own.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import {
  buildFixture,
  copyFixture,
  readBuild,
  startServer,
  writeFile,
  type RunningServer,
} from '../helpers/site';

const LONG_DOC = '/docs/long';
const CODE_BLOCKS = 30;

/** A TypeScript block of about 40 lines: some 300 highlighted token spans. */
function codeBlock(n: number): string {
  const lines = [`import {useState, type ReactNode} from 'react';`, ''];
  for (let i = 0; i < 12; i++)
    lines.push(
      `export function Part${n}x${i}({title, children}: {title: string; children: ReactNode}) {`,
      `  const [open, setOpen] = useState(${i % 2 === 0 ? 'true' : 'false'});`,
      `  return <section onClick={() => setOpen(!open)}>{open ? children : title + ${i}}</section>;`,
      `}`,
    );
  return '```tsx\n' + lines.join('\n') + '\n```';
}

function longDoc(): string {
  const parts = ['---', 'title: Long page', '---', '', 'A doc page made mostly of code.', ''];
  for (let n = 0; n < CODE_BLOCKS; n++)
    parts.push(`## Section ${n}`, '', `What part ${n} does.`, '', codeBlock(n), '');
  // Links far below the fold: no viewport prefetch reaches them.
  parts.push('Next: [install](/docs/guides/install) or [configure](/docs/guides/configure).', '');
  return parts.join('\n');
}

let dir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dir = copyFixture('first-load', 'hydration');
  writeFile(dir, 'content/docs/long.md', longDoc());
  // A navbar logo: React hoists a preload of the first images ahead of the app's markup.
  const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
  writeFile(
    dir,
    'site.config.ts',
    config.replace(
      "title: 'First Load',",
      "title: 'First Load',\n      logo: { alt: 'Logo', src: 'img/logo.svg' },",
    ),
  );
  writeFile(
    dir,
    'static/img/logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16"/></svg>',
  );
  buildFixture(dir);
  server = await startServer('serve', dir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => {
  await page.close();
});

async function openHydrated(route: string): Promise<void> {
  await page.goto(server.url + route);
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
}

/** CPU milliseconds of each task that ran script on the main thread of the page at `url`. */
function scriptTaskCpuMs(trace: Buffer, url: string): number[] {
  type Event = {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    tdur?: number;
    pid: number;
    tid: number;
    args?: { name?: string; data?: { url?: string } };
  };
  const events = (JSON.parse(trace.toString()) as { traceEvents: Event[] }).traceEvents;
  const onThread = (t: Event) => events.filter((e) => e.pid === t.pid && e.tid === t.tid);
  // The page's renderer main thread: the CrRendererMain that loaded `url`. Chromium's own
  // pages (an omnibox popup) may have a busier one.
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map(onThread)
    .find((thread) => thread.some((e) => e.args?.data?.url === url))!
    .filter((e) => e.ph === 'X');
  const scripts = main.filter((e) =>
    ['FunctionCall', 'EvaluateScript', 'TimerFire', 'RunMicrotasks', 'FireAnimationFrame'].includes(
      e.name,
    ),
  );
  return main
    .filter((task) => task.name === 'RunTask')
    .filter((task) =>
      scripts.some((s) => s.ts >= task.ts && s.ts + (s.dur ?? 0) <= task.ts + (task.dur ?? 0)),
    )
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
}

test('the HTML holds no hoisted resource inside the app container (they are in the head)', () => {
  const html = readBuild(dir, 'docs/long/index.html');
  expect(html).toContain('<link rel="preload" as="image" href="/img/logo.svg"');
  expect(html).toMatch(/<div id="__tessera"><div class="layout">/);
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [preload] of html.matchAll(/<link rel="preload"[^>]*>/g))
    expect(head).toContain(preload);
});

test('a long doc page hydrates in slices: each code block in a task of its own', async () => {
  // Hydrated in one go, the page's script runs in some 20 tasks, one of which holds the main
  // thread for the whole hydration. In slices, each code block hydrates in a task of its own.
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await openHydrated(LONG_DOC);
  const tasks = scriptTaskCpuMs(await browser.stopTracing(), server.url + LONG_DOC);
  expect(tasks.length).toBeGreaterThan(CODE_BLOCKS);
});

test('the navbar hydrates in a slice of its own, after the page frame', async () => {
  // HydrationSlice lets each slice through with a MessageChannel message: held here, the page
  // stops after the first hydration pass (the frame), until the test lets the slices go.
  await page.addInitScript(() => {
    const w = window as unknown as { __held: Array<() => void>; __holding: boolean };
    w.__held = [];
    w.__holding = true;
    const Real = window.MessageChannel;
    window.MessageChannel = class extends Real {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) => {
          if (w.__holding) w.__held.push(() => post(message));
          else post(message);
        };
      }
    };
  });
  await page.goto(server.url + LONG_DOC);
  const held = () =>
    page.evaluate(() => (window as unknown as { __held: unknown[] }).__held.length);
  await page.waitForFunction(() => (window as unknown as { __held: unknown[] }).__held.length > 0);
  // The toggle is disabled until its component has hydrated and mounted. Hydrated with the
  // frame, it would be enabled by now (its effect runs after the next paint).
  await page.waitForTimeout(500);
  const toggle = page.locator('.navbar .color-mode-toggle__button');
  expect(await toggle.isDisabled()).toBe(true);
  expect(await held()).toBeGreaterThan(0);
  await page.evaluate(() => {
    const w = window as unknown as { __held: Array<() => void>; __holding: boolean };
    w.__holding = false;
    for (const post of w.__held.splice(0)) post();
  });
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
  expect(await toggle.isEnabled()).toBe(true);
});

test('hydrating keeps the server elements: the page is not moved, nor a code block drawn again', async () => {
  await page.addInitScript(() => {
    // From the first parsed element on: the page's frame and code blocks as the parser made
    // them, and any of them taken out of the document later (a move is a removal, then an add).
    const state = { parsed: [] as Element[], removed: [] as string[] };
    (window as unknown as { __state: typeof state }).__state = state;
    const KEPT = '.layout, main, .mdx-content, .code-block, footer';
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes)
          if (node instanceof Element && node.matches(KEPT) && !state.parsed.includes(node))
            state.parsed.push(node);
        for (const node of r.removedNodes)
          if (node instanceof Element && (node.matches(KEPT) || node.querySelector(KEPT)))
            state.removed.push(node.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await openHydrated(LONG_DOC);
  const { removed, replaced, blocks } = await page.evaluate(() => {
    const { parsed, removed } = (
      window as unknown as { __state: { parsed: Element[]; removed: string[] } }
    ).__state;
    const now = [...document.querySelectorAll('.layout, main, .mdx-content, .code-block, footer')];
    return {
      removed,
      replaced: now.filter((el) => !parsed.includes(el)).length,
      blocks: document.querySelectorAll('.code-block').length,
    };
  });
  expect(removed).toEqual([]);
  expect(replaced).toBe(0);
  expect(blocks).toBe(CODE_BLOCKS);
});

test('the code blocks work once hydrated: word wrap and copy', async () => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(LONG_DOC);
  const last = page.locator('.code-block').nth(CODE_BLOCKS - 1);
  await last.scrollIntoViewIfNeeded();
  await last.hover();
  await last.getByRole('button', { name: 'Toggle word wrap' }).click();
  await last.locator('pre.code-block__pre--wrapped').waitFor();
  await last.getByRole('button', { name: /copy/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`export function Part${CODE_BLOCKS - 1}x11`);
});

test('links have no listeners of their own; a touch on one loads its route', async () => {
  const manifests = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/__routes/')) manifests.add(pathname);
  });
  await openHydrated(LONG_DOC);
  const cdp = await page.context().newCDPSession(page);
  const listenersOf = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    return listeners;
  };
  const links = 'document.querySelectorAll(\'a[href^="/docs/"]\')';
  const count = await page.evaluate(`${links}.length`);
  // Hover, focus and touch are the document's.
  const intent = ['mouseenter', 'mouseover', 'focus', 'focusin', 'touchstart', 'pointerenter'];
  for (let i = 0; i < count; i++) {
    const types = (await listenersOf(`${links}[${i}]`)).map((l) => l.type);
    expect(types.filter((type) => intent.includes(type))).toEqual([]);
  }
  const touch = (await listenersOf('document')).filter((l) => l.type === 'touchstart');
  expect(touch.length).toBeGreaterThan(0);
  expect(touch.every((l) => l.passive)).toBe(true);

  // A link whose route nothing has fetched yet (below the fold: no viewport prefetch).
  const href = '/docs/guides/configure';
  expect(manifests).not.toContain(`/__routes${href}.json`);
  const loaded = page.waitForRequest((r) => new URL(r.url()).pathname === `/__routes${href}.json`);
  await page.dispatchEvent(`.mdx-content a[href="${href}"]`, 'touchstart');
  await loaded;
});
