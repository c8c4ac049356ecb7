// Dev server rows: `tessera start` until a doc page's HTML shell is served, until the page
// has rendered in headless Chromium (its title shows, from the server's first paint or from the
// client) and until the client runs it (interactive), cold (the dev caches removed) and warm (the
// caches the previous start left); then, with the page running, an edit of the doc's .mdx until
// the new text shows, and whether that took a full page reload.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  root,
  tesseraBin,
  CHROMIUM,
  CHROMIUM_FLAGS,
  spawnTracked,
  stopChild,
  onCleanup,
  fail,
  freePort,
  waitForPort,
  repeat,
  stat,
  sleep,
} from './lib.mjs';
import { docEditor } from './site.mjs';

const START_TIMEOUT_MS = 180_000;
const EDIT_TIMEOUT_MS = 30_000;

export async function devRows(site, { runs, log }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const removeCleanup = onCleanup(() => browser.close());
  let session = null;
  try {
    const startRuns = (warm) =>
      repeat(runs, async (i) => {
        if (session) await session.stop();
        session = await startSession(site, browser, { warm });
        log(
          `dev ${warm ? 'warm' : 'cold'} start ${i + 1}: shell served after ${session.shellSeconds.toFixed(2)} s, page rendered after ${session.seconds.toFixed(2)} s, interactive after ${session.interactiveSeconds.toFixed(2)} s`,
        );
        return session;
      });
    const starts = await startRuns(false);
    // Each warm start finds the caches of the start before it.
    const warmStarts = await startRuns(true);
    // Edits in the last session, with the page open.
    const editor = docEditor(site.doc.file);
    try {
      const edits = await repeat(runs, async (i) => {
        const edit = await editOnce(session.page, editor);
        log(
          `dev edit ${i + 1}: ${edit.shown ? `shown after ${edit.seconds.toFixed(2)} s` : `not shown within ${EDIT_TIMEOUT_MS / 1000} s`}, ${edit.fullReload ? 'full reload' : 'no full reload'}`,
        );
        return edit;
      });
      return {
        shellServed: stat(starts, 'shellSeconds'),
        pageRendered: stat(starts, 'seconds'),
        pageInteractive: stat(starts, 'interactiveSeconds'),
        warmPageRendered: stat(warmStarts, 'seconds'),
        warmPageInteractive: stat(warmStarts, 'interactiveSeconds'),
        edit: stat(edits, 'seconds'),
        allShown: edits.every((e) => e.shown),
        fullReload: edits.some((e) => e.fullReload),
      };
    } finally {
      editor.restore();
    }
  } finally {
    await session?.stop();
    await browser.close();
    removeCleanup();
  }
}

/** Starts the dev server (cold: with its own caches removed) and opens the doc page. */
async function startSession(site, browser, { warm }) {
  if (!warm)
    for (const dir of [
      '.tessera/dev',
      '.tessera/cache/webpack-dev',
      '.tessera/cache/dev-first-paint',
      '.tessera/cache/dev-vendor.json',
      '.tessera/cache/docs-files-default.json',
    ])
      fs.rmSync(path.join(site.dir, dir), { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${site.doc.url}`;
  // The tab is open before the server starts, as a visitor's browser is: opening one took Chromium
  // 0.3–0.6 s here, which is not the server's.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const started = performance.now();
  const child = spawnTracked(
    process.execPath,
    [tesseraBin, 'start', site.dir, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root },
  );
  const stop = async () => {
    await context.close().catch(() => undefined);
    await stopChild(child);
  };
  try {
    // The browser asks as soon as the port is open, as a tab does that reloads when the server
    // comes back: the page's only request is the browser's. (Until 2026-11-29 the bench asked
    // with fetch until the shell came, then opened the page: two requests, the second of which
    // waited for whatever the server did after answering the first.)
    await waitForPort(port, { child, timeoutMs: START_TIMEOUT_MS });
    const response = await page.goto(url, { waitUntil: 'commit', timeout: START_TIMEOUT_MS });
    const shellSeconds = (performance.now() - started) / 1000;
    const shell = await response.text();
    if (!response.ok() || !/<script[^>]+src=/.test(shell))
      throw new Error(`${url} answered ${response.status()} without the page's scripts`);
    await page
      .waitForFunction(
        (title) => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === title),
        site.doc.title,
        { polling: 20, timeout: START_TIMEOUT_MS },
      )
      .catch(async (e) => {
        throw new Error(
          `the doc page did not render its title "${site.doc.title}": ${e.message}${errors.length ? `\npage errors:\n${errors.join('\n')}` : ''}`,
        );
      });
    const seconds = (performance.now() - started) / 1000;
    // The client runs the page once it has rendered it itself: the server's first paint (its
    // styles marked) is gone.
    await page.waitForFunction(
      () => window.__TESSERA_STARTED__ && !document.querySelector('[data-tessera-first-paint]'),
      null,
      { polling: 20, timeout: START_TIMEOUT_MS },
    );
    const interactiveSeconds = (performance.now() - started) / 1000;
    return { child, page, shellSeconds, seconds, interactiveSeconds, stop };
  } catch (error) {
    await stop();
    return fail(`dev server (${url}): ${error.message}`, child.output);
  }
}

/** Appends a uniquely worded paragraph to the open doc and waits until the page shows it. */
async function editOnce(page, editor) {
  // Document loads only: a same-document navigation (the router's history state) is no reload.
  let loads = 0;
  const onLoad = () => loads++;
  page.on('domcontentloaded', onLoad);
  await page.evaluate(() => (window.__benchMarker = 1));
  await sleep(300); // let the watcher settle from the previous edit
  const started = performance.now();
  const word = editor.append('dev');
  const shown = await page
    .waitForFunction((w) => document.body?.innerText.includes(w), word, {
      polling: 20,
      timeout: EDIT_TIMEOUT_MS,
    })
    .then(() => true)
    .catch(() => false);
  const seconds = (performance.now() - started) / 1000;
  const markerKept = await page.evaluate(() => window.__benchMarker === 1).catch(() => false);
  page.off('domcontentloaded', onLoad);
  return { seconds: shown ? seconds : Infinity, shown, fullReload: !markerKept || loads > 0 };
}
