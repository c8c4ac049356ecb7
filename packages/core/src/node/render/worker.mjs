// Static rendering worker: loads the server bundle (app, theme, components) once, runs each
// page's content scripts, renders the pages it is sent and writes each HTML file straight to
// disk, returning only the links and anchors it found.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { serverRequire } from './serverRequire.mjs';

const {
  serverBundle,
  outDir,
  baseUrl,
  contentScriptUrlPrefix,
  singletonPackages,
  htmlTags,
  mainAssets,
  noIndex,
  baseUrlIssueBanner,
  scriptLoading,
} = workerData;
const server = serverRequire(singletonPackages)(serverBundle);
// Content scripts push their modules onto the global queue (shared/protocol), as in the browser.
globalThis.self = globalThis;
server.installRegistry();
const ran = new Set();

/** Runs each content script not in `seen` yet, and adds it there. */
function runContentScripts(scripts, seen = ran) {
  for (const url of scripts) {
    if (seen.has(url) || !url.startsWith(contentScriptUrlPrefix)) continue;
    compileScript(scriptFile(url))();
    seen.add(url);
  }
}

const scriptFile = (url) => path.join(outDir, url.slice(baseUrl.length));

/**
 * A content script as a function to call (it only pushes onto the module queue, so running it as
 * a function body is running it as a script). Not vm.runInThisContext or vm.Script: V8 keeps
 * every script compiled that way in its compilation cache, source and code, which collections
 * do not clear: a thread's live heap grew by every page it rendered (11 -> 29 MB over 600 pages
 * of the 1,000-doc corpus). vm.compileFunction does not go through that cache.
 */
function compileScript(file) {
  return vm.compileFunction(readText(file), [], { filename: file });
}

// A route's server modules (a docs sidebar in full: 1.2 MB of JSON at 10,000 docs) are the same
// for most pages: their scripts run once per thread and their modules outlive the batches. Run
// and parsed again for every batch of 25 pages, the sidebar took 1.4 s of the render threads'
// CPU at 10,000 docs, and its parse grows with the site as the number of batches does.
const MAX_KEPT_SCRIPTS = 16;
const keptScripts = new Set();
const keptModules = new Set();
function runServerScripts({ js, modules }) {
  if (keptScripts.size + js.length > MAX_KEPT_SCRIPTS && !js.every((url) => keptScripts.has(url))) {
    keptScripts.clear();
    keptModules.clear();
  }
  runContentScripts(js, keptScripts);
  for (const ref of Object.values(modules).flat()) keptModules.add(ref.split('#')[0]);
}

// Buffers of a page's size or more, allocated and freed page after page, make glibc raise its
// mmap threshold; from then on they come from the thread's malloc arena, which fragments and
// does not shrink (200 MB of the render phase's 870 at 3,000 docs). The threads reuse theirs.
let readBuffer = Buffer.allocUnsafeSlow(1 << 20);
function readText(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (size > readBuffer.length) readBuffer = Buffer.allocUnsafeSlow(roundUp(size));
    let read = 0;
    while (read < size) {
      const n = fs.readSync(fd, readBuffer, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return readBuffer.toString('utf8', 0, read);
  } finally {
    fs.closeSync(fd);
  }
}

/** Buffers for HTML being written, returned when the write is done. */
const freeWriteBuffers = [];
async function writeText(file, text) {
  const bytes = Buffer.byteLength(text);
  const at = freeWriteBuffers.findIndex((b) => b.length >= bytes);
  const buffer =
    at >= 0 ? freeWriteBuffers.splice(at, 1)[0] : Buffer.allocUnsafeSlow(roundUp(bytes));
  try {
    const length = buffer.write(text, 0, 'utf8');
    await fs.promises.writeFile(file, buffer.subarray(0, length));
  } finally {
    freeWriteBuffers.push(buffer);
  }
}

const roundUp = (bytes) => 2 ** Math.ceil(Math.log2(Math.max(bytes, 1 << 16)));

// Most pages get a folder of their own. A recursive mkdir walks the whole path each time and
// costs as much as writing the page: make the leaf, and its parents only when they are missing.
const madeDirs = new Set();
async function makeDir(dir) {
  if (madeDirs.has(dir)) return;
  try {
    await fs.promises.mkdir(dir);
  } catch (error) {
    if (error.code === 'ENOENT') await fs.promises.mkdir(dir, { recursive: true });
    else if (error.code !== 'EEXIST') throw error;
  }
  madeDirs.add(dir);
}

parentPort.on('message', async (batch) => {
  const results = [];
  for (const page of batch) {
    const failed = (error) => ({
      path: page.path,
      error: { message: error?.message ?? String(error), stack: error?.stack },
    });
    try {
      runContentScripts(page.manifest.js);
      // Server modules are props of this render only; the manifest in the HTML stays the browser's.
      let assembly = page.manifest;
      if (page.serverOnly) {
        runServerScripts(page.serverOnly);
        assembly = {
          ...page.manifest,
          modules: { ...page.manifest.modules, ...page.serverOnly.modules },
        };
      }
      const route = await server.assembleRoute(assembly, server.imports);
      const { html, links, anchors } = server.render(route, {
        ...page,
        htmlTags,
        mainAssets,
        noIndex,
        baseUrlIssueBanner,
        scriptLoading,
      });
      const file = path.join(outDir, page.htmlFile);
      // Written while the next page renders: awaiting each write left the thread idle a fifth of the time.
      results.push(
        makeDir(path.dirname(file))
          .then(() => writeText(file, html))
          .then(() => ({ path: page.path, links, anchors }), failed),
      );
    } catch (error) {
      results.push(failed(error));
    }
  }
  // Each batch runs its own pages' scripts: nothing piles up over thousands of pages.
  server.forgetContentModules(keptModules);
  ran.clear();
  const done = await Promise.all(results);
  collectWhenGrown();
  parentPort.postMessage(done);
});
/**
 * Each batch leaves garbage (its pages' modules, a large site's full sidebar, the HTML), and V8
 * lets it pile up far past what the thread keeps (about 10 MB at 1,000 docs, a heap of 75 MB
 * before V8 collected on its own). A full collection once the heap has grown by a few batches'
 * worth since the last one keeps it near what is live, whatever the site's size: about 15 ms
 * each, 11 in all for the 1,000-doc corpus.
 */
const COLLECT_AFTER_GROWTH_BYTES = 16 * 1024 * 1024;
let gc = null;
try {
  v8.setFlagsFromString('--expose_gc');
  gc = vm.runInNewContext('gc');
} catch {
  // not available: V8 collects on its own schedule
}
const heapUsed = () => v8.getHeapStatistics().used_heap_size;
let heapAfterCollection = heapUsed();
function collectWhenGrown() {
  if (!gc || heapUsed() < heapAfterCollection + COLLECT_AFTER_GROWTH_BYTES) return;
  gc();
  heapAfterCollection = heapUsed();
}

parentPort.postMessage('ready');
