// `tessera swizzle`: the site's themes list their components and say which are safe; every
// component marked safe can be ejected and the site still builds (the copy's imports that reached
// into the theme are rewritten to the theme package); wrap writes a wrapper; unsafe needs --danger.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { swizzle } from '../../packages/core/src/node/swizzle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(root, 'packages/core/bin/tessera.mjs');
const FIXTURE = path.join(root, 'test/fixtures/theme');

function freshSite(name: string): string {
  const site = path.join(root, 'test/.tmp', name);
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(FIXTURE, site, {
    recursive: true,
    filter: (src) => !/[/\\](build|\.tessera)([/\\]|$)/.test(src.slice(FIXTURE.length)),
  });
  return site;
}

function buildSite(site: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [CLI, 'build', site], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

const safeComponents = () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'theme/swizzle.json'), 'utf8')) as {
    components: Record<string, { actions: { eject?: string } }>;
  };
  return Object.entries(manifest.components)
    .filter(([, c]) => c.actions.eject === 'safe')
    .map(([name]) => name);
};

test('wrap writes a wrapper around @theme-original; unsafe needs --danger; typos get a suggestion', async () => {
  const site = freshSite('swizzle-actions');
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

test('every component marked safe can be ejected, one at a time, and the site builds', async () => {
  const names = safeComponents();
  assert.ok(names.length >= 5, `safe components: ${names.join(', ')}`);
  const site = freshSite('swizzle-eject');
  for (const name of names) {
    const dir = path.join(site, 'content/theme', name);
    fs.rmSync(path.join(site, 'content/theme'), { recursive: true, force: true });
    await swizzle({ siteDir: site, component: name, wrap: false, danger: false, extra: [] });
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      assert.doesNotMatch(text, /from '\.\.\//, `${name}/${file} still imports from ../`);
    }
    const result = buildSite(site);
    assert.equal(result.status, 0, `${name}: ${result.output}`);
  }
});
