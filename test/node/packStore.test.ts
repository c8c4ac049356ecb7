import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PackStore } from '../../packages/core/src/node/cache/packStore';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-pack-'));
}

const packsIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.pack'));

test('entries written by one process are read back by the next, including non-ASCII text', async () => {
  const dir = tempDir();
  const first = PackStore.open(dir);
  await Promise.all([first.set('a', 'alpha'), first.set('b', 'béta ✓'), first.set('c', '')]);
  assert.equal(await first.get('b'), 'béta ✓');
  await first.close();

  const second = PackStore.open(dir);
  assert.equal(await second.get('a'), 'alpha');
  assert.equal(await second.get('b'), 'béta ✓');
  assert.equal(await second.get('c'), '');
  assert.equal(await second.get('missing'), undefined);
  await second.close();
  assert.equal(packsIn(dir).length, 1, 'one pack per writing process, none for a reader');
});

test('a record cut short by a crash is a miss, the ones before it still hit', async () => {
  const dir = tempDir();
  const store = PackStore.open(dir);
  await store.set('kept', 'x'.repeat(100));
  await store.set('cut', 'y'.repeat(100));
  await store.close();
  const pack = path.join(dir, packsIn(dir)[0]!);
  fs.truncateSync(pack, fs.statSync(pack).size - 30);

  const reopened = PackStore.open(dir);
  assert.equal(await reopened.get('kept'), 'x'.repeat(100));
  assert.equal(await reopened.get('cut'), undefined);
  await reopened.close();
});

test('two stores on one folder (a dev server and a build) never mix their records', async () => {
  const dir = tempDir();
  const a = PackStore.open(dir);
  const b = PackStore.open(dir);
  await Promise.all(
    Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).set(`k${i}`, `value ${i} `.repeat(i))),
  );
  await Promise.all([a.close(), b.close()]);
  const reader = PackStore.open(dir);
  for (let i = 0; i < 50; i++) assert.equal(await reader.get(`k${i}`), `value ${i} `.repeat(i));
  await reader.close();
});

test('closing with fold keeps only the entries used, once stale ones outweigh them', async () => {
  const dir = tempDir();
  const old = PackStore.open(dir);
  for (let i = 0; i < 10; i++) await old.set(`old${i}`, 'o'.repeat(1000));
  await old.close();

  // Uses one old entry and adds one: 9 KB stale against 2 KB live.
  const next = PackStore.open(dir);
  assert.equal(await next.get('old3'), 'o'.repeat(1000));
  await next.set('new', 'n'.repeat(1000));
  await next.close({ fold: true });
  assert.equal(packsIn(dir).length, 1);

  const after = PackStore.open(dir);
  assert.equal(await after.get('old3'), 'o'.repeat(1000));
  assert.equal(await after.get('new'), 'n'.repeat(1000));
  assert.equal(await after.get('old4'), undefined);
  await after.close({ fold: true });
  assert.equal(packsIn(dir).length, 1, 'nothing to fold: the packs were left as they were');
});

test('packs that piled up are folded into one, all but the largest, which is left as it was', async () => {
  const dir = tempDir();
  const first = PackStore.open(dir);
  for (let i = 0; i < 20; i++) await first.set(`page${i}`, 'p'.repeat(1000));
  await first.close();
  const [largest] = packsIn(dir);
  const largestBefore = fs.statSync(path.join(dir, largest!));
  // Warm builds: each reads every page and the earlier edits, and adds one edited entry.
  for (let build = 0; build < 6; build++) {
    const store = PackStore.open(dir);
    for (let i = 0; i < 20; i++) await store.get(`page${i}`);
    await store.set(`edit${build}`, 'e'.repeat(100));
    for (let old = 0; old < build; old++) await store.get(`edit${old}`);
    await store.close({ fold: true });
  }
  const packs = packsIn(dir);
  assert.equal(packs.length, 2, `the small packs were folded into one: ${packs.join(', ')}`);
  assert.ok(packs.includes(largest!), 'the largest pack is still there');
  const largestAfter = fs.statSync(path.join(dir, largest!));
  assert.equal(largestAfter.ino, largestBefore.ino);
  assert.equal(largestAfter.mtimeMs, largestBefore.mtimeMs, 'the largest pack was not rewritten');
  const after = PackStore.open(dir);
  assert.equal(await after.get('page7'), 'p'.repeat(1000));
  for (let build = 0; build < 6; build++)
    assert.equal(await after.get(`edit${build}`), 'e'.repeat(100));
  await after.close();
});
