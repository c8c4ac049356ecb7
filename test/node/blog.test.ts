import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paginate, readingTimeOf, parseDate } from '../../plugins/blog/src/index';
import { readPost, loadAuthorsMap, loadTagsMap } from '../../plugins/blog/src/posts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-unit-'));
fs.writeFileSync(
  path.join(tmp, 'authors.yml'),
  'ann:\n  name: Ann\n  title: Writer\n  page: true\nbea:\n  name: Bea\n  url: https://bea.example\n',
);
fs.writeFileSync(path.join(tmp, 'tags.yml'), 'release:\n  label: Release\n');
const ctx = () => ({
  authors: loadAuthorsMap(path.join(tmp, 'authors.yml')),
  authorsFile: path.join(tmp, 'authors.yml'),
  tags: loadTagsMap(path.join(tmp, 'tags.yml'), '/blog/tags'),
  tagsFile: path.join(tmp, 'tags.yml'),
  tagsBase: '/blog/tags',
  authorsBase: '/blog/authors',
});
const write = (name: string, text: string) => {
  const file = path.join(tmp, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

test('23 posts at 10 per page make 3 pages of 10, 10 and 3', () => {
  const pages = paginate(
    Array.from({ length: 23 }, (_, i) => i),
    10,
  );
  assert.deepEqual(
    pages.map((p) => p.length),
    [10, 10, 3],
  );
  assert.deepEqual(paginate([], 10), [[]]);
  assert.equal(paginate([1, 2, 3], 'ALL').length, 1);
});

test('reading time is words / 200, rounded up, at least 1', () => {
  assert.equal(readingTimeOf('word '.repeat(10)), 1);
  assert.equal(readingTimeOf('word '.repeat(401)), 3);
  assert.equal(readingTimeOf('import X from "y";\n' + 'word '.repeat(200)), 1);
});

test('dates from the file name or front matter; an unparseable date names the file', () => {
  const a = readPost(write('2024-03-15-hello.md', '# Hello\n\nText'), tmp, ctx());
  assert.equal(a.date.toISOString().slice(0, 10), '2024-03-15');
  assert.equal(a.slug, '2024/03/15/hello');
  assert.equal(a.title, 'Hello');
  const b = readPost(
    write('2024-03-15-other.md', '---\ndate: 2020-01-02\nslug: custom\n---\n\nText'),
    tmp,
    ctx(),
  );
  assert.equal(b.date.toISOString().slice(0, 10), '2020-01-02');
  assert.equal(b.slug, 'custom');
  assert.throws(
    () => readPost(write('bad-date.md', '---\ndate: not a date\n---\n\nText'), tmp, ctx()),
    /The date "not a date" cannot be read/,
  );
  assert.throws(() => readPost(write('undated.md', 'Text'), tmp, ctx()), /no date/);
});

test('folder posts with index files, truncation detection', () => {
  const p = readPost(
    write('2023-01-01-folder/index.mdx', 'Intro\n\n{/* truncate */}\n\nRest'),
    tmp,
    ctx(),
  );
  assert.equal(p.slug, '2023/01/01/folder');
  assert.equal(p.hasTruncateMarker, true);
  const q = readPost(
    write('2023-01-02-plain.md', 'Intro\n\n<!-- truncate -->\n\nRest'),
    tmp,
    ctx(),
  );
  assert.equal(q.hasTruncateMarker, true);
});

test('authors from authors.yml, inline and single-author form; unknown keys fail', () => {
  const p = readPost(
    write('2023-02-01-a.md', '---\nauthors: [ann, bea, {name: Guest, title: Visitor}]\n---\n\nx'),
    tmp,
    ctx(),
  );
  assert.deepEqual(
    p.authors.map((a) => [a.name, a.title, a.page]),
    [
      ['Ann', 'Writer', '/blog/authors/ann'],
      // Without `page` in authors.yml, no author page (as in Docusaurus).
      ['Bea', undefined, undefined],
      ['Guest', 'Visitor', undefined],
    ],
  );
  const s = readPost(
    write('2023-02-02-b.md', '---\nauthor: Solo\nauthor_title: Single\n---\n\nx'),
    tmp,
    ctx(),
  );
  assert.deepEqual(s.authors, [
    { name: 'Solo', title: 'Single', url: undefined, imageURL: undefined },
  ]);
  assert.throws(
    () => readPost(write('2023-02-03-c.md', '---\nauthors: [nobody]\n---\n\nx'), tmp, ctx()),
    /The author "nobody" is not in authors\.yml/,
  );
});

test('tags from tags.yml; unknown tags fail when a tags file exists', () => {
  const p = readPost(write('2023-03-01-t.md', '---\ntags: [release]\n---\n\nx'), tmp, ctx());
  assert.deepEqual(p.tags, [
    { label: 'Release', permalink: '/blog/tags/release', description: undefined },
  ]);
  assert.throws(
    () => readPost(write('2023-03-02-u.md', '---\ntags: [unknown]\n---\n\nx'), tmp, ctx()),
    /The tag "unknown" is not in tags\.yml/,
  );
});

test('front matter with a wrong type names the key', () => {
  assert.throws(
    () => readPost(write('2023-04-01-w.md', '---\ndraft: maybe\n---\n\nx'), tmp, ctx()),
    /draft: expected boolean/,
  );
});

test('parseDate accepts Date objects and ISO strings', () => {
  assert.equal(parseDate('2021-02-08', 'x').toISOString(), '2021-02-08T00:00:00.000Z');
  assert.equal(parseDate(new Date('2021-02-08T10:00:00Z'), 'x').getUTCHours(), 10);
});
