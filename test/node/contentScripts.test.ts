// Content scripts written the same whether the prepared parts hold every page's code or ask for
// it again when written (a large site, beyond what they may hold), on a cold and a warm cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareContentScripts } from '../../packages/core/src/node/bundler/contentScripts';
import type { RouteConfig } from '../../packages/core/src/node/plugins/types';
import { MODULE_QUEUE_GLOBAL } from '../../packages/core/src/shared/protocol';

const pages = Array.from({ length: 12 }, (_, i) => `/site/docs/page-${i}.mdx`);
const code = (file: string) =>
  `import Tabs from '@theme/Tabs';\nexport default function Page() { return ${JSON.stringify(file)}; }\n`;
const routes = pages.map(
  (file, i) =>
    ({
      path: `/docs/page-${i}`,
      component: '@theme/DocItem',
      modules: { content: file },
    }) as unknown as RouteConfig,
);

async function writeScripts(cacheDir: string, heldChars?: number) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-scripts-out-'));
  const asked: string[] = [];
  const prepared = await prepareContentScripts({
    routes,
    outDir,
    cacheDir,
    baseUrl: '/',
    heldChars,
    compileModule: async (file) => {
      asked.push(file);
      return code(file);
    },
  });
  await prepared.write();
  const dir = path.join(outDir, 'assets/js/content');
  const files = Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
  return { files, asked };
}

test('parts that hold nothing write the same scripts, asking for each page again', async () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'content-scripts-cache-'));
  const holding = await writeScripts(tmp());
  const bounded = await writeScripts(tmp(), 0);
  assert.equal(Object.keys(holding.files).length, pages.length);
  assert.deepEqual(bounded.files, holding.files);
  assert.equal(holding.asked.length, pages.length);
  assert.equal(bounded.asked.length, pages.length * 2);

  // Warm: the cached scripts are read again instead of held.
  const cacheDir = tmp();
  await writeScripts(cacheDir);
  const warm = await writeScripts(cacheDir, 0);
  assert.deepEqual(warm.files, holding.files);
  assert.equal(warm.asked.length, pages.length);
});

test("a page's process.env.NODE_ENV is the production value (browsers have no process)", async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-scripts-out-'));
  const prepared = await prepareContentScripts({
    routes: routes.slice(0, 1),
    outDir,
    cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'content-scripts-cache-')),
    baseUrl: '/',
    compileModule: async () =>
      'export default function Page() { return process.env.NODE_ENV === "production" ? "p" : "d"; }\n',
  });
  await prepared.write();
  const dir = path.join(outDir, 'assets/js/content');
  const [script] = fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  assert.doesNotMatch(script!, /process\.env/);
  // Run as the browser runs it: the script queues its module, whose factory makes the exports.
  type Factory = (require: unknown, module: { exports: unknown }, exports: unknown) => void;
  const self: Record<string, Array<[string, unknown, Factory]>> = {};
  new Function('self', script!)(self);
  const [, , factory] = self[MODULE_QUEUE_GLOBAL]![0]!;
  const module = { exports: {} as unknown };
  factory(() => ({}), module, module.exports);
  assert.equal((module.exports as { default: () => string }).default(), 'p');
});
