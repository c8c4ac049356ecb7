// Inputs that made the MDX pipeline run for minutes (round 2, #7, #8): refused before the work
// that explodes, in well under a second, naming the line. And the limit leaves real pages alone.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  compile,
  findTooDeepNesting,
  MAX_NESTING_DEPTH,
  MdxCompileError,
} from '../../packages/mdx/src/index';
import { ROOT } from './helpers';

async function refusal(source: string): Promise<{ error: MdxCompileError; ms: number }> {
  const started = performance.now();
  try {
    await compile({ filePath: '/site/content/page.mdx', source, permalinks: {}, baseUrl: '/' });
  } catch (error) {
    assert.ok(error instanceof MdxCompileError, String(error));
    return { error, ms: performance.now() - started };
  }
  assert.fail('the page compiled');
}

const nestedList = (levels: number) =>
  Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');

// The first refusal of a process took 0.7-0.9 s here on its own (code compiled on first use),
// the next ones 15-27 ms: the limits below time the refusal, not that.
before(() => refusal(nestedList(MAX_NESTING_DEPTH + 1)));

test('a list nested 2,000 deep is refused in under a second, at the first line too deep', async () => {
  const { error, ms } = await refusal('# Deep\n\n' + nestedList(2000) + '\n');
  assert.match(error.message, /nested more than 100 levels deep/);
  assert.equal(error.line, 3 + MAX_NESTING_DEPTH);
  assert.ok(ms < 1000, `took ${Math.round(ms)} ms`);
});

test('a line of 3,000 `>` (and of 2,000 `- `) is refused in under a second', async () => {
  for (const line of ['>'.repeat(3000) + ' deep', '- '.repeat(2000) + 'deep', '> - '.repeat(500)]) {
    const { error, ms } = await refusal('# Deep\n\n' + line + '\n');
    assert.equal(error.line, 3);
    assert.ok(ms < 1000, `took ${Math.round(ms)} ms`);
  }
});

test('nesting up to the limit compiles; code blocks and thematic breaks do not count', async () => {
  const output = await compile({
    filePath: '/site/content/page.mdx',
    source:
      nestedList(MAX_NESTING_DEPTH) +
      '\n\n```\n' +
      nestedList(300) +
      '\n```\n\n' +
      '- '.repeat(300) +
      '\n',
    permalinks: {},
    baseUrl: '/',
  });
  assert.match(output.code, /level 100/);
});

test('a YAML alias bomb in front matter is refused in under a second, at the first anchor', async () => {
  const bomb = [
    'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
    ...'bcdefghi'
      .split('')
      .map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
  ].join('\n');
  const { error, ms } = await refusal(`---\ntitle: Bomb\n${bomb}\n---\n\n# Bomb\n`);
  assert.match(error.message, /expands to more than 10000 values through YAML aliases/);
  assert.equal(error.line, 3);
  assert.ok(ms < 1000, `took ${Math.round(ms)} ms`);
});

test('aliases that expand a little are fine', async () => {
  const output = await compile({
    filePath: '/site/content/page.mdx',
    source: '---\nbase: &base {tag: one}\nfirst: *base\nlist: [*base, *base]\n---\n\n# Page\n',
    permalinks: {},
    baseUrl: '/',
  });
  assert.deepEqual(output.frontMatter.list, [{ tag: 'one' }, { tag: 'one' }]);
});

test("no Markdown page of the site's content comes near the nesting limit", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.mdx?$/.test(entry.name)) files.push(abs);
    }
  };
  walk(path.join(ROOT, 'content'));
  assert.ok(files.length > 100);
  const tooDeep = files.filter((f) => findTooDeepNesting(fs.readFileSync(f, 'utf8'), 10));
  assert.deepEqual(tooDeep, []);
});
