// The dev server's vendor script (React, React DOM, the router: dev/vendor.ts) is kept in the
// site's cache with the files it was made from; a start reuses it while none of them changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../../packages/core/src/node/cache/jsonCache';
import { startDevVendor } from '../../packages/core/src/node/dev/vendor';

interface Kept {
  esbuild: string;
  inputs: Record<string, string>;
  script: string;
}

const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-vendor-'));
const cacheFile = (dir: string) => path.join(dir, 'dev-vendor.json');

/** Replaces the kept script's text, so that a start which reuses it is told apart. */
async function markKept(dir: string, change: (kept: Kept) => void = () => undefined) {
  const kept = (await readCacheJson<Kept>(cacheFile(dir)))!;
  kept.script = 'kept script';
  change(kept);
  await writeCacheJson(cacheFile(dir), kept);
}

test('the first start bundles and keeps the script with the files it read', async () => {
  const dir = cacheDir();
  const script = await startDevVendor(dir).script;
  assert.match(script, /react-dom/);
  const kept = (await readCacheJson<Kept>(cacheFile(dir)))!;
  assert.equal(kept.script, script);
  const files = Object.keys(kept.inputs);
  assert.ok(files.some((file) => file.endsWith(path.join('react', 'index.js'))));
  assert.ok(files.every((file) => path.isAbsolute(file) && fs.existsSync(file)));
});

test('a later start reuses the kept script while its files are unchanged', async () => {
  const dir = cacheDir();
  await startDevVendor(dir).script;
  await markKept(dir);
  assert.equal(await startDevVendor(dir).script, 'kept script');
});

test('a changed file, another esbuild or an unreadable cache makes the script again', async () => {
  const dir = cacheDir();
  const fresh = await startDevVendor(dir).script;
  await markKept(dir, (kept) => {
    const [file] = Object.keys(kept.inputs);
    kept.inputs[file!] = '1:2:3';
  });
  assert.equal(await startDevVendor(dir).script, fresh);

  await markKept(dir, (kept) => {
    kept.esbuild = '0.0.1';
  });
  assert.equal(await startDevVendor(dir).script, fresh);

  fs.writeFileSync(cacheFile(dir), 'not json');
  assert.equal(await startDevVendor(dir).script, fresh);
  assert.equal((await readCacheJson<Kept>(cacheFile(dir)))!.script, fresh);
});
