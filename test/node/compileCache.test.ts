// What a build's compile cache holds in memory, what it reads, and how many files it hands on at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CompileCache, type CacheStore, type CompileOutput } from '../../packages/mdx/src/index';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MdxService } from '../../packages/core/src/node/mdx';
import { forEachLimited } from '../../packages/core/src/node/forEachLimited';

const input = (source: string) => ({
  filePath: '/site/a.mdx',
  source,
  permalinks: {},
  baseUrl: '/',
});
const output = (code: string) => ({ code }) as unknown as CompileOutput;

function memoryStore() {
  const entries = new Map<string, string>();
  const counts = { get: 0, set: 0 };
  const store: CacheStore = {
    async get(key) {
      counts.get++;
      return entries.get(key);
    },
    async set(key, text) {
      counts.set++;
      entries.set(key, text);
    },
  };
  return { store, counts };
}

test('a build cache (keepOutputs: false) lets go of an output once stored: the next ask reads the store', async () => {
  const { store, counts } = memoryStore();
  const cache = new CompileCache(store, { keepOutputs: false });
  let compiles = 0;
  const compileFn = async () => output(`code ${++compiles}`);
  // Asked twice at once: compiled once.
  const [a, b] = await Promise.all([
    cache.get(input('x'), compileFn),
    cache.get(input('x'), compileFn),
  ]);
  assert.equal(compiles, 1);
  assert.equal(a, b);
  const readsBefore = counts.get;
  const again = await cache.get(input('x'), compileFn);
  assert.equal(compiles, 1);
  assert.deepEqual(again, a);
  assert.notEqual(again, a, 'a new object, parsed from the store');
  assert.equal(counts.get, readsBefore + 1);
});

test('the dev cache (default) keeps its outputs in memory', async () => {
  const { store, counts } = memoryStore();
  const cache = new CompileCache(store);
  const compileFn = async () => output('code');
  const first = await cache.get(input('y'), compileFn);
  const readsBefore = counts.get;
  assert.equal(await cache.get(input('y'), compileFn), first);
  assert.equal(counts.get, readsBefore);
});

test('forEachLimited runs every item, never more than the limit at once, and stops after a failure', async () => {
  let running = 0;
  let most = 0;
  const done: number[] = [];
  await forEachLimited([...Array(200).keys()], 8, async (i) => {
    most = Math.max(most, ++running);
    await new Promise((resolve) => setImmediate(resolve));
    running--;
    done.push(i);
  });
  assert.equal(most, 8);
  assert.deepEqual(
    done.sort((a, b) => a - b),
    [...Array(200).keys()],
  );

  const started: number[] = [];
  let unfinished = 0;
  await assert.rejects(
    forEachLimited([...Array(100).keys()], 4, async (i) => {
      started.push(i);
      unfinished++;
      await new Promise((resolve) => setTimeout(resolve, i === 5 ? 1 : 20));
      unfinished--;
      if (i === 5) throw new Error('file 5 failed');
    }),
    /file 5 failed/,
  );
  // The error comes once the items running beside the failed one have finished.
  assert.equal(unfinished, 0);
  // The other workers finish what they hold and take nothing more.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(started.length < 20, `started ${started.length} after the failure`);
});

test('a warm build reads each stored output once: the precompile only checks that it is there', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-warm-'));
  const cacheDir = path.join(siteDir, '.cache');
  const files = ['a', 'b', 'c'].map((name) => {
    const file = path.join(siteDir, `${name}.md`);
    fs.writeFileSync(file, `# Page ${name}\n\nText of ${name}.\n`);
    return { file, query: '' };
  });
  const service = () =>
    new MdxService({
      siteDir,
      cacheDir,
      baseUrl: '/',
      permalinks: {},
      onBrokenMarkdownLinks: 'warn',
      readOnce: true,
    });
  // Cold: compiled (on this thread: three files are fewer than start the threads) and stored.
  const cold = service();
  await cold.precompile(files, undefined);
  await cold.close();

  const warm = service();
  const store = (warm as unknown as { store: { get: (key: string) => Promise<unknown> } }).store;
  let reads = 0;
  const get = store.get.bind(store);
  store.get = (key) => {
    reads++;
    return get(key);
  };
  await warm.precompile(files, undefined);
  assert.equal(reads, 0, 'the precompile reads nothing');
  for (const { file } of files) assert.match(await warm.compileModule(file, ''), /Text of/);
  assert.equal(reads, files.length);
  await warm.close();
});
