// The output folder and the caches under attack or after a crash (issue "Robustness, round 2",
// items 2, 3, 4, 10, 12 and 13): nothing is ever written outside the output folder, no source is
// deleted, an interrupted swap is repaired, and a cache that cannot be read is a miss.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI, ROOT, build, copyFixture } from './helpers';

function cli(args: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

test('a doc or blog slug that climbs out of the output is refused, naming the file and the slug', () => {
  const dir = copyFixture('search', 'rb-slug');
  const escapeName = `escaped-${process.pid}`;
  const escaped = path.join(ROOT, 'test/.tmp', escapeName);
  fs.rmSync(escaped, { recursive: true, force: true });
  const climb = `/../../../${escapeName}`;
  for (const file of ['content/docs/security.md', 'content/blog/2024-01-02-launch.md']) {
    const original = read(dir, file);
    fs.writeFileSync(path.join(dir, file), original.replace(/^---\n/, `---\nslug: "${climb}"\n`));
    const r = build(dir);
    assert.equal(r.status, 1, r.output);
    assert.match(r.output, new RegExp(path.basename(file).replace('.', '\\.')));
    assert.match(r.output, /\.\./);
    assert.match(r.output, /outside the output folder/);
    assert.equal(fs.existsSync(escaped), false, 'nothing was written outside the site');
    fs.writeFileSync(path.join(dir, file), original);
  }
  for (const bad of ['/a\\\\b', '/a/%2e%2e/%2e%2e/b']) {
    const file = 'content/docs/security.md';
    const original = read(dir, file);
    fs.writeFileSync(path.join(dir, file), original.replace(/^---\n/, `---\nslug: "${bad}"\n`));
    const r = build(dir);
    assert.equal(r.status, 1, `${bad}: ${r.output}`);
    fs.writeFileSync(path.join(dir, file), original);
  }
});

test('an --out-dir that is, contains or lies inside the sources is refused before anything is removed', () => {
  const dir = copyFixture('search', 'rb-outdir');
  const before = fs.readdirSync(path.join(dir, 'content/docs')).sort();
  for (const [command, outDir] of [
    ['build', 'content'],
    ['build', '.'],
    ['build', 'content/docs/out'],
    ['build', '..'],
    ['build', 'node_modules'],
    ['clear', 'content'],
    ['clear', '.'],
  ] as const) {
    const r = cli([command, dir, '--out-dir', outDir]);
    assert.equal(r.status, 1, `${command} --out-dir ${outDir}: ${r.output}`);
    assert.match(r.output, /output folder/);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'content/docs')).sort(), before);
    assert.ok(fs.existsSync(path.join(dir, 'site.config.ts')));
    assert.ok(fs.existsSync(path.join(dir, 'sidebars.ts')));
  }
  const ok = cli(['build', dir, '--out-dir', 'public-site']);
  assert.equal(ok.status, 0, ok.output);
  assert.ok(fs.existsSync(path.join(dir, 'public-site/index.html')));
});

test('a crash between the renames of the swap: the next command restores the newest complete output first', () => {
  const dir = copyFixture('basic', 'rb-swap');
  assert.equal(build(dir).status, 0);
  // The state a crash after `build -> build.old-PID` leaves: the previous output renamed away
  // and the finished new one marked complete, not yet renamed into place.
  const previous = path.join(dir, 'build.old-999991');
  const finished = path.join(dir, 'build.done-999992');
  fs.cpSync(path.join(dir, 'build'), finished, { recursive: true });
  fs.writeFileSync(path.join(finished, 'marker.txt'), 'newest');
  fs.renameSync(path.join(dir, 'build'), previous);
  // Even a failing build must not lose them.
  const page = path.join(dir, 'content/pages/markdown.mdx');
  const good = fs.readFileSync(page, 'utf8');
  fs.writeFileSync(page, good + '\n<div>unclosed\n');
  const failed = build(dir);
  assert.equal(failed.status, 1);
  assert.equal(read(dir, 'build/marker.txt'), 'newest');
  assert.equal(fs.existsSync(previous), false);
  assert.equal(fs.existsSync(finished), false);
  // `serve` repairs the same state.
  fs.renameSync(path.join(dir, 'build'), previous);
  const r = spawnSync(process.execPath, [CLI, 'serve', dir, '--port', '1'], {
    encoding: 'utf8',
    timeout: 5000,
  });
  assert.ok(r.status !== 0 || r.signal);
  assert.ok(fs.existsSync(path.join(dir, 'build/index.html')));
  fs.writeFileSync(page, good);
  assert.equal(build(dir).status, 0);
  assert.equal(fs.existsSync(path.join(dir, 'build/marker.txt')), false);
});

test('a page whose route collides with a plugin file names both owners', () => {
  const dir = copyFixture('search', 'rb-collision');
  const config = read(dir, 'site.config.ts');
  if (!/feedOptions/.test(config) && !/plugin-blog/.test(config)) return;
  fs.mkdirSync(path.join(dir, 'content/pages/blog'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content/pages/blog/rss.xml.md'), '# Not a feed\n');
  const r = build(dir);
  assert.equal(r.status, 1, r.output);
  assert.doesNotMatch(r.output, /^\s*EISDIR/m);
  assert.match(r.output, /blog\/rss\.xml/);
  assert.match(r.output, /rss\.xml\.md/);
  assert.match(r.output, /plugin/);
});

test('corrupted or cut caches are misses: the next build succeeds and serves the right text', () => {
  const dir = copyFixture('search', 'rb-cache');
  assert.equal(build(dir).status, 0);
  const cache = path.join(dir, '.tessera/cache');
  const zeroFill = (file: string) => fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size));
  const cut = (file: string) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
  zeroFill(path.join(cache, 'render-build.json'));
  cut(path.join(cache, 'search-default.json'));
  cut(path.join(cache, 'client-bundle-build.json'));
  const r = build(dir);
  assert.equal(r.status, 0, r.output);
  // A same-length change inside a cached MDX record is not served as page text.
  const packs = fs.readdirSync(path.join(cache, 'mdx')).filter((f) => f.endsWith('.pack'));
  let changed = 0;
  for (const pack of packs) {
    const file = path.join(cache, 'mdx', pack);
    const bytes = fs.readFileSync(file, 'latin1');
    const next = bytes.replace(/xsstoken/g, 'xssTOKEN');
    if (next !== bytes) {
      fs.writeFileSync(file, next, 'latin1');
      changed++;
    }
  }
  assert.ok(changed > 0, 'the cached MDX of security.md was found and altered');
  fs.rmSync(path.join(dir, 'build'), { recursive: true, force: true });
  const again = build(dir);
  assert.equal(again.status, 0, again.output);
  const html = fs
    .readdirSync(path.join(dir, 'build/docs'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((f) => fs.readFileSync(path.join(dir, 'build/docs', f), 'utf8'))
    .join('\n');
  assert.doesNotMatch(html, /xssTOKEN/);
  assert.match(html, /xsstoken/);
});
