// The link checker over interned links, the render cache that keeps them for unchanged pages, and
// the JSON lines caches they are written to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks, formatLinkList } from '../../packages/core/src/node/links';
import { LinkTable, type InternedPage } from '../../packages/core/src/node/render/linkTable';
import { RenderCache } from '../../packages/core/src/node/render/cache';
import type { PageTask } from '../../packages/core/src/node/render/pool';
import { readCacheLines, writeCacheLines } from '../../packages/core/src/node/cache/jsonCache';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-links-'));
}

/** A sidebar of many links, one of them broken, as every page of a category carries it. */
const sidebar = Array.from({ length: 200 }, (_, i) => `/docs/page-${i}`);
const routes = new Set(['/docs/page-0', ...sidebar.filter((l) => l !== '/docs/page-77')]);

function page(table: LinkTable, pagePath: string, links: string[], anchors: string[] = []) {
  return {
    path: pagePath,
    links: table.internLinks(links),
    anchors: table.internAnchors(anchors),
  };
}

test('a broken link shared by many pages is reported on each page that has it, in page and link order', () => {
  const table = new LinkTable();
  const outDir = tempDir();
  const pages: InternedPage[] = [
    page(table, '/docs/page-1', ['/', ...sidebar, '#intro', 'page-3'], ['intro']),
    page(table, '/docs/page-2', ['/', ...sidebar, '#missing', '/docs/page-1#intro']),
    page(table, '/blog/post', ['https://example.com', '/docs/page-2#nowhere', 'page-77']),
  ];
  routes.add('/blog/post');
  const problems = checkLinks(pages, table, routes, outDir);
  assert.deepEqual(problems.brokenLinks, [
    { page: '/docs/page-1', link: '/' },
    { page: '/docs/page-1', link: '/docs/page-77' },
    { page: '/docs/page-2', link: '/' },
    { page: '/docs/page-2', link: '/docs/page-77' },
    { page: '/blog/post', link: 'page-77' },
  ]);
  assert.deepEqual(problems.brokenAnchors, [
    { page: '/docs/page-2', link: '#missing' },
    { page: '/blog/post', link: '/docs/page-2#nowhere' },
  ]);
  assert.equal(problems.checked, 2 * 203 + 3);
  // The sidebar is kept once: both docs pages point at the same runs for it.
  const shared = pages[0]!.links.filter((run) => pages[1]!.links.includes(run));
  assert.ok(shared.length >= 200 / 64, `${shared.length} runs shared`);
  assert.deepEqual(table.linksOf(pages[1]!), ['/', ...sidebar, '#missing', '/docs/page-1#intro']);
});

test('a link broken on many pages is listed once, with the pages counted; the others per page', () => {
  const everyPage = Array.from({ length: 1000 }, (_, i) => ({ page: `/docs/p${i}`, link: '/' }));
  const report = formatLinkList([
    ...everyPage,
    { page: '/docs/p1', link: '/docs/gone' },
    { page: '/blog/post', link: 'page-77' },
  ]);
  assert.equal(
    report,
    [
      '  - on 1,000 pages (/docs/p0, /docs/p1, /docs/p2 and 997 more):',
      '      -> /',
      '  - on /docs/p1:',
      '      -> /docs/gone',
      '  - on /blog/post:',
      '      -> page-77',
    ].join('\n'),
  );
  // A few pages sharing a broken link are still listed one by one.
  const few = formatLinkList(everyPage.slice(0, 5));
  assert.equal(few.split('\n').length, 10);
});

test('a relative link is resolved against the page it is on', () => {
  const table = new LinkTable();
  const pages = [page(table, '/docs/page-1', ['page-2']), page(table, '/blog/post', ['page-2'])];
  const problems = checkLinks(pages, table, new Set(['/docs/page-2']), tempDir());
  assert.deepEqual(problems.brokenLinks, [{ page: '/blog/post', link: 'page-2' }]);
});

function task(pagePath: string): PageTask {
  return {
    id: pagePath,
    path: pagePath,
    htmlFile: `${pagePath.slice(1)}/index.html`,
    manifest: { id: pagePath, path: pagePath, js: [], css: [], component: 'x', modules: {} },
  } as unknown as PageTask;
}

test('a page kept from the previous build brings back its links and anchors, and is link-checked', async () => {
  const dir = tempDir();
  const serverBundle = path.join(dir, 'server.js');
  fs.writeFileSync(serverBundle, 'module.exports = {};\n');
  const previousOut = path.join(dir, 'build');
  const index = path.join(dir, 'render-build.json');
  const tasks = [task('/docs/a'), task('/docs/b')];
  for (const t of tasks) {
    fs.mkdirSync(path.dirname(path.join(previousOut, t.htmlFile)), { recursive: true });
    fs.writeFileSync(path.join(previousOut, t.htmlFile), `<html>${t.path}</html>`);
  }
  const inputs = { serverBundle, shared: { option: 1 } };

  const first = await RenderCache.open(index, previousOut, inputs);
  assert.equal(first.reuse(tasks, path.join(dir, 'out1')).reused.length, 0);
  first.record(tasks[0]!, { path: '/docs/a', links: ['/', ...sidebar], anchors: ['top'] });
  first.record(tasks[1]!, { path: '/docs/b', links: [...sidebar, '/docs/a#top'], anchors: [] });
  await first.save();

  const second = await RenderCache.open(index, previousOut, inputs);
  const { reused, toRender } = second.reuse(tasks, path.join(dir, 'out2'));
  assert.equal(toRender.length, 0);
  const byPath = new Map(reused.map((p) => [p.path, p]));
  assert.deepEqual(second.links.linksOf(byPath.get('/docs/a')!), ['/', ...sidebar]);
  assert.deepEqual(second.links.linksOf(byPath.get('/docs/b')!), [...sidebar, '/docs/a#top']);
  const problems = checkLinks(
    [byPath.get('/docs/a')!, byPath.get('/docs/b')!],
    second.links,
    new Set(['/docs/a', '/docs/b', ...sidebar.filter((l) => l !== '/docs/page-77')]),
    path.join(dir, 'out2'),
  );
  assert.deepEqual(problems.brokenLinks, [
    { page: '/docs/a', link: '/' },
    { page: '/docs/a', link: '/docs/page-77' },
    { page: '/docs/b', link: '/docs/page-77' },
  ]);
  assert.deepEqual(problems.brokenAnchors, []);
});

test('a JSON lines cache reads back what was written; cut, altered or zero-filled, it is a miss', async () => {
  const dir = tempDir();
  const file = path.join(dir, 'cache.json');
  const values = [{ version: '1' }, ['é ✓', 1], ...Array.from({ length: 3000 }, (_, i) => [i])];
  await writeCacheLines(file, values);
  assert.deepEqual(await readCacheLines(file), values);

  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace('"é ✓"', '"e ✓"'));
  assert.equal(await readCacheLines(file), undefined, 'altered');
  fs.writeFileSync(file, text.slice(0, text.length - 5));
  assert.equal(await readCacheLines(file), undefined, 'cut');
  fs.writeFileSync(file, text.slice(0, text.lastIndexOf('\n', text.length - 2) + 1));
  assert.equal(await readCacheLines(file), undefined, 'cut at a line end');
  fs.writeFileSync(file, Buffer.alloc(text.length));
  assert.equal(await readCacheLines(file), undefined, 'zero-filled');
  assert.equal(await readCacheLines(path.join(dir, 'missing.json')), undefined, 'missing');
});
