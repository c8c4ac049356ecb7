// What a build's compile cache holds in memory, and how many files it hands on at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CompileCache, type CacheStore, type CompileOutput } from '../../packages/mdx/src/index';
import { inTurns } from '../../packages/core/src/node/mdx';

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

test('inTurns runs every item, never more than the limit at once, and stops after a failure', async () => {
  let running = 0;
  let most = 0;
  const done: number[] = [];
  await inTurns([...Array(200).keys()], 8, async (i) => {
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
  await assert.rejects(
    inTurns([...Array(100).keys()], 4, async (i) => {
      started.push(i);
      await new Promise((resolve) => setImmediate(resolve));
      if (i === 5) throw new Error('file 5 failed');
    }),
    /file 5 failed/,
  );
  // The other workers finish what they hold and take nothing more.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(started.length < 20, `started ${started.length} after the failure`);
});
