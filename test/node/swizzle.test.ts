import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { swizzle } from '../../packages/core/src/node/swizzle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = path.join(root, 'test/.tmp/swizzle-site');

test('eject copies a safe component; wrap writes a wrapper around @theme-original; unsafe needs --danger', async () => {
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(site, { recursive: true });
  await swizzle({ siteDir: site, component: 'Footer', wrap: false, danger: false, extra: [] });
  assert.ok(fs.existsSync(path.join(site, 'content/theme/Footer/index.tsx')));
  await swizzle({ siteDir: site, component: 'Layout', wrap: true, danger: false, extra: [] });
  assert.match(
    fs.readFileSync(path.join(site, 'content/theme/Layout/index.tsx'), 'utf8'),
    /from '@theme-original\/Layout'/,
  );
  await assert.rejects(
    swizzle({ siteDir: site, component: 'DocItem', wrap: false, danger: false, extra: [] }),
    /unsafe/,
  );
  await swizzle({ siteDir: site, component: 'DocItem', wrap: false, danger: true, extra: [] });
  await assert.rejects(
    swizzle({ siteDir: site, component: 'Fooer', wrap: false, danger: false, extra: [] }),
    (e: Error & { hint?: string }) => /Footer/.test(e.hint ?? ''),
  );
});
