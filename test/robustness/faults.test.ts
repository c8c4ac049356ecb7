// Faults and odd inputs: an interrupted build, empty and huge files, a data entry with a field
// missing, a post date that cannot be read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI, build, copyFixture } from './helpers';

const tmpDirsOf = (dir: string) => fs.readdirSync(dir).filter((f) => /^build\.(tmp|old)-/.test(f));

test('a build interrupted with SIGINT leaves no half-written output, and the next build succeeds', async () => {
  const dir = copyFixture('basic', 'rb-interrupt');
  assert.equal(build(dir).status, 0);
  const before = fs.readFileSync(path.join(dir, 'build/about/index.html'), 'utf8');
  const child = spawn(process.execPath, [CLI, 'build', dir], { stdio: 'ignore' });
  // Wait until the build is writing its temporary output, then interrupt it.
  for (let i = 0; i < 300 && tmpDirsOf(dir).length === 0; i++)
    await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGINT');
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  assert.notEqual(code, 0);
  assert.deepEqual(tmpDirsOf(dir), []);
  assert.equal(fs.readFileSync(path.join(dir, 'build/about/index.html'), 'utf8'), before);
  assert.equal(build(dir).status, 0);
});

test('leftovers of a build killed outright are cleaned by the next build', () => {
  const dir = copyFixture('basic', 'rb-killed');
  fs.mkdirSync(path.join(dir, 'build.tmp-999999/half'), { recursive: true });
  assert.equal(build(dir).status, 0);
  assert.deepEqual(tmpDirsOf(dir), []);
});

test('an empty Markdown page builds; a 5 MB page builds or fails clearly', () => {
  const dir = copyFixture('basic', 'rb-sizes');
  fs.writeFileSync(path.join(dir, 'content/pages/empty.md'), '');
  const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20) + '\n\n';
  fs.writeFileSync(
    path.join(dir, 'content/pages/huge.md'),
    '# Huge\n\n' + paragraph.repeat(Math.ceil((5 * 1024 * 1024) / paragraph.length)),
  );
  const r = build(dir);
  assert.equal(r.status, 0, r.output);
  assert.ok(fs.existsSync(path.join(dir, 'build/empty/index.html')));
  assert.ok(fs.statSync(path.join(dir, 'build/huge/index.html')).size > 5 * 1024 * 1024);
});

test('a data file entry without a required field names the file, the entry and the field', () => {
  const dir = copyFixture('basic', 'rb-data');
  fs.mkdirSync(path.join(dir, 'content/data'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'content/data/experts.json'),
    JSON.stringify([{ slug: 'a', name: 'A' }, { slug: 'b' }]),
  );
  const config = fs
    .readFileSync(path.join(dir, 'site.config.ts'), 'utf8')
    .replace(
      "plugins: ['@tessera/plugin-pages'],",
      "plugins: ['@tessera/plugin-pages', ['@tessera/plugin-collection', { id: 'experts', data: 'content/data/experts.json', routeBasePath: 'experts', listComponent: '@theme/NotFound', requiredFields: ['slug', 'name'] }]],",
    );
  fs.writeFileSync(path.join(dir, 'site.config.ts'), config);
  const r = build(dir);
  assert.equal(r.status, 1);
  assert.match(r.output, /content\/data\/experts\.json(:\d+)?: .*Entry 2 \("b"\) has no "name"/);
});

test('a render thread that stops mid-build fails it with its own error, and nothing is left behind', () => {
  const dir = copyFixture('basic', 'rb-thread-exit');
  assert.equal(build(dir).status, 0);
  const before = fs.readFileSync(path.join(dir, 'build/about/index.html'), 'utf8');
  // Enough pages that the other thread is writing when one page ends its thread.
  const many = path.join(dir, 'content/pages/many');
  fs.mkdirSync(many);
  for (let i = 0; i < 400; i++) {
    const text = `# Page ${i}\n\n${'Some words on this page. '.repeat(200)}\n`;
    fs.writeFileSync(path.join(many, `p-${String(i).padStart(3, '0')}.md`), text);
  }
  fs.writeFileSync(
    path.join(many, 'p-200-stop.tsx'),
    `export default function Stop() {\n  if (typeof window === 'undefined') process.exit(7);\n  return null;\n}\n`,
  );
  const r = build(dir);
  assert.notEqual(r.status, 0);
  assert.match(r.output, /A render worker stopped unexpectedly \(exit code 7\)/);
  assert.doesNotMatch(r.output, /ENOTEMPTY/);
  assert.deepEqual(tmpDirsOf(dir), []);
  assert.equal(fs.readFileSync(path.join(dir, 'build/about/index.html'), 'utf8'), before);
});
