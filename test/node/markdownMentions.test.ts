import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownFileMentions } from '../../packages/core/src/node/markdownMentions';

test('finds each .md/.mdx path a source mentions, in links, reference definitions and JSX', () => {
  const source = [
    'See [the intro](./guide/intro.md) and [an anchor](../x.mdx#setup).',
    '[ref]: ./ref.md',
    '<Link to="./c.md?x">c</Link> and `code/d.md` and "q.md".',
    'Not these: file.mdown, .md alone, markdown.',
  ].join('\n');
  assert.deepEqual(markdownFileMentions(source), [
    './guide/intro.md',
    '../x.mdx',
    './ref.md',
    './c.md',
    'code/d.md',
    'q.md',
  ]);
});

test('every path the single pattern it replaces finds is among the mentions', () => {
  const old = /[^\s()<>"'`[\]#?]+\.mdx?\b/g;
  const pieces = [
    'a',
    '.md',
    '.mdx',
    'x',
    '/',
    '.',
    ' ',
    '(',
    ')',
    '#',
    '?',
    '[',
    ']',
    '"',
    'é',
    '-',
  ];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i++) {
    const source = Array.from(
      { length: 12 },
      () => pieces[Math.floor(random() * pieces.length)],
    ).join('');
    const found = new Set(markdownFileMentions(source));
    for (const m of source.matchAll(old)) assert.ok(found.has(m[0]), `${m[0]} in ${source}`);
  }
});
