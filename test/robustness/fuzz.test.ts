// Random MDX and front matter (a bounded, seeded set of cases): the pipeline either compiles or
// fails with a positioned MdxCompileError — never any other crash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, MdxCompileError } from '../../packages/mdx/src/index';

const FRAGMENTS = [
  '# Title',
  '## Section {#id}',
  '### Sub',
  'plain text',
  'a < b',
  '{value}',
  '{/* c */}',
  '<!-- truncate -->',
  '<!-- open',
  ':::note',
  ':::tip Title',
  ':::',
  '```js',
  '```',
  '~~~',
  '| a | b |',
  '|---|---|',
  '- item',
  '1. item',
  '> quote',
  '<div>',
  '</div>',
  '<Foo bar="1" />',
  '[link](./x.md)',
  '![img](./missing.png)',
  '`code`',
  '**bold**',
  'é ü 中文 🎬',
  'export const x = 1;',
  'import X from "y";',
  '---',
  'title: x',
  '\\',
  '$$',
  '<br>',
  '&nbsp;',
  '{{',
  '}}',
  '<>',
  '</>',
];

/** A small deterministic PRNG so a failure is reproducible from the case number. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

test('300 random MDX documents compile or fail with a position', async () => {
  for (let n = 0; n < 300; n++) {
    const rand = rng(n + 1);
    const lines = Array.from(
      { length: 1 + Math.floor(rand() * 12) },
      () => FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)]!,
    );
    const source =
      (rand() < 0.3 ? '---\ntitle: ' + lines[0] + '\n---\n' : '') +
      lines.join(rand() < 0.5 ? '\n' : '\n\n');
    try {
      await compile({ filePath: `/fuzz/case-${n}.mdx`, source, permalinks: {}, baseUrl: '/' });
    } catch (error) {
      assert.ok(
        error instanceof MdxCompileError,
        `case ${n} threw ${String(error)} for:\n${source}`,
      );
      assert.equal((error as MdxCompileError).file, `/fuzz/case-${n}.mdx`);
    }
  }
});

test('200 random front matter blocks parse or fail with a line', async () => {
  const KEYS = ['title', 'slug', 'tags', 'sidebar_position', 'draft', ''];
  const VALUES = [
    'x',
    '"quoted"',
    "'single'",
    '[a, b]',
    '[unclosed',
    '{a: 1}',
    ': colon',
    '- list',
    '123',
    'true',
    '"\\u0000"',
    '|',
    '>',
    '&anchor',
    '*alias',
    '!!binary x',
  ];
  for (let n = 0; n < 200; n++) {
    const rand = rng(1000 + n);
    const fm = Array.from(
      { length: 1 + Math.floor(rand() * 5) },
      () =>
        `${KEYS[Math.floor(rand() * KEYS.length)]}: ${VALUES[Math.floor(rand() * VALUES.length)]}`,
    ).join('\n');
    const source = `---\n${fm}\n---\n\nBody\n`;
    try {
      await compile({ filePath: `/fuzz/fm-${n}.md`, source, permalinks: {}, baseUrl: '/' });
    } catch (error) {
      assert.ok(
        error instanceof MdxCompileError,
        `front matter case ${n} threw ${String(error)}:\n${fm}`,
      );
      assert.ok(((error as MdxCompileError).line ?? 0) >= 1, `case ${n} has no line`);
    }
  }
});
