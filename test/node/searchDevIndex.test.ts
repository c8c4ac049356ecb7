// The dev server's search index: made in a worker once the server is idle or when a search asks
// for it, never while the site starts or an edit compiles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  devIndexMiddleware,
  devIndexStatus,
  startDevIndex,
  type IndexSource,
} from '../../plugins/search/src/dev';
import { INDEX_FOLDER, MANIFEST_FILE } from '../../plugins/search/src/shared/index';

function docSource(word: string): IndexSource {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-dev-index-'));
  const file = path.join(dir, 'doc.md');
  fs.writeFileSync(file, `# A doc\n\n## Section\n\nThe ${word} paragraph.\n`);
  return { file, url: '/docs/a', lvl0: 'Docs' };
}

async function waitForStatus(key: string, status: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (devIndexStatus(key) !== status) {
    if (Date.now() > deadline)
      assert.fail(`the dev index is ${devIndexStatus(key)}, not ${status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Asks the middleware for a file of the index, as the search modal does. */
function requestIndexFile(key: string, file: string): Promise<string> {
  const middleware = devIndexMiddleware(key, '/');
  return new Promise((resolve, reject) => {
    const req = { method: 'GET', url: `/${INDEX_FOLDER}/${file}` } as IncomingMessage;
    const res = { setHeader: () => undefined, end: resolve } as unknown as ServerResponse;
    middleware(req, res, () => reject(new Error(`${file} was not served`))).catch(reject);
  });
}

test('dev index: nothing is made when the content loads, only once the server has been idle', async () => {
  startDevIndex('idle-site', [docSource('quokka')], 100_000, 300);
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(devIndexStatus('idle-site'), 'pending');
  await waitForStatus('idle-site', 'ready');
});

test(
  'dev index: a search request makes a pending index at once and waits for it',
  { timeout: 20_000 },
  async () => {
    startDevIndex('asked-site', [docSource('wombat')], 100_000, 600_000);
    assert.equal(devIndexStatus('asked-site'), 'pending');
    const manifest = await requestIndexFile('asked-site', MANIFEST_FILE);
    assert.equal(devIndexStatus('asked-site'), 'ready');
    assert.ok(JSON.parse(manifest), 'the manifest is JSON');
  },
);

test('dev index: a content reload while an index is pending starts the idle time again', async () => {
  startDevIndex('busy-site', [docSource('first')], 100_000, 300);
  await new Promise((r) => setTimeout(r, 200));
  startDevIndex('busy-site', [docSource('second')], 100_000, 300);
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(devIndexStatus('busy-site'), 'pending');
  await waitForStatus('busy-site', 'ready');
});

test('dev index: a search box that read the previous manifest still gets that index’s files', async () => {
  startDevIndex('remade-site', [docSource('first')], 100_000, 0);
  await waitForStatus('remade-site', 'ready');
  const before = JSON.parse(await requestIndexFile('remade-site', MANIFEST_FILE)) as {
    dir: string;
  };
  startDevIndex('remade-site', [docSource('second')], 100_000, 0);
  await waitForStatus('remade-site', 'ready');
  const after = JSON.parse(await requestIndexFile('remade-site', MANIFEST_FILE)) as {
    dir: string;
  };
  assert.notEqual(after.dir, before.dir);
  assert.match(await requestIndexFile('remade-site', `${before.dir}/b0.json`), /first/);
  assert.match(await requestIndexFile('remade-site', `${after.dir}/b0.json`), /second/);
});
