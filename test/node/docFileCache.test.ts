// Docs read by an earlier load are kept in the site's cache (plugins/docs/src/docFileCache.ts):
// a file with the same stamp is not read again; an edited, new or removed one is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocFileCache } from '../../plugins/docs/src/docFileCache';
import { readDoc, type DocFile } from '../../plugins/docs/src/docs';
import { build, copyFixture } from '../robustness/helpers';

function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-docfiles-'));
  const docsDir = path.join(dir, 'docs');
  fs.mkdirSync(docsDir);
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(docsDir, name), text);
    return path.join(docsDir, name);
  };
  return { cacheFile: path.join(dir, 'cache', 'docs-files.json'), docsDir, write };
}

/** Loads the files through a cache opened afresh, as each build or dev start does. */
async function load(cacheFile: string, docsDir: string, files: string[]) {
  const cache = await DocFileCache.open(cacheFile);
  const read: string[] = [];
  const docs = files.map((file) =>
    cache.read(file, docsDir, '/docs', () => {
      read.push(path.basename(file));
      return readDoc(file, docsDir, '/docs');
    }),
  );
  await cache.save();
  return { docs, read };
}

test('a second load takes unchanged docs from the cache, and reads edited and new ones', async () => {
  const { cacheFile, docsDir, write } = site();
  const a = write('a.md', '---\ntitle: Alpha\ntags: [one]\n---\n\nFirst words.\n');
  const b = write('b.md', '# Beta\n\nSecond words.\n');
  const first = await load(cacheFile, docsDir, [a, b]);
  assert.deepEqual(first.read, ['a.md', 'b.md']);

  const second = await load(cacheFile, docsDir, [a, b]);
  assert.deepEqual(second.read, []);
  // As JSON: a field left undefined (no position) is absent from a kept doc.
  assert.deepEqual(JSON.parse(JSON.stringify(second.docs)), JSON.parse(JSON.stringify(first.docs)));

  write('b.md', '# Beta again\n\nSecond words, edited.\n');
  const c = write('c.md', '# Gamma\n');
  const third = await load(cacheFile, docsDir, [a, b, c]);
  assert.deepEqual(third.read, ['b.md', 'c.md']);
  assert.equal(third.docs[1]!.title, 'Beta again');
  assert.deepEqual((await load(cacheFile, docsDir, [a, b, c])).read, []);
});

test('what a load does to the docs it was given does not reach the cache', async () => {
  const { cacheFile, docsDir, write } = site();
  const a = write('a.md', '---\ntitle: Alpha\n---\n');
  const b = write('b.md', '# Beta\n');
  const mutate = (doc: DocFile) => {
    doc.title = 'Changed by a later step';
    doc.frontMatter.title = 'Changed too';
  };
  const cache = await DocFileCache.open(cacheFile);
  mutate(cache.read(a, docsDir, '/docs', () => readDoc(a, docsDir, '/docs')));
  await cache.save();
  // Reused this time, changed, and saved with a new doc beside it.
  const again = await DocFileCache.open(cacheFile);
  mutate(again.read(a, docsDir, '/docs', () => assert.fail('a.md should be kept')));
  again.read(b, docsDir, '/docs', () => readDoc(b, docsDir, '/docs'));
  await again.save();
  const { docs, read } = await load(cacheFile, docsDir, [a, b]);
  assert.deepEqual(read, []);
  assert.equal(docs[0]!.title, 'Alpha');
  assert.equal(docs[0]!.frontMatter.title, 'Alpha');
});

test('a doc whose front matter JSON would not give back, another folder or a damaged cache is read again', async () => {
  const { cacheFile, docsDir, write } = site();
  const plain = write('plain.md', '# Plain\n');
  // The YAML reader gives JSON values only; a Date could come from a reader of another kind.
  const withDate = async () => {
    const cache = await DocFileCache.open(cacheFile);
    let read = false;
    const doc = cache.read(plain, docsDir, '/docs', () => {
      read = true;
      const fresh = readDoc(plain, docsDir, '/docs');
      return { ...fresh, frontMatter: { ...fresh.frontMatter, when: new Date(0) } };
    });
    await cache.save();
    return { doc, read };
  };
  assert.ok((await withDate()).read);
  const again = await withDate();
  assert.ok(again.read);
  assert.ok(again.doc.frontMatter.when instanceof Date);

  await load(cacheFile, docsDir, [plain]);
  const cache = await DocFileCache.open(cacheFile);
  let readAgain = false;
  cache.read(plain, path.dirname(docsDir), '/docs', () => {
    readAgain = true;
    return readDoc(plain, path.dirname(docsDir), '/docs');
  });
  assert.ok(readAgain);

  fs.writeFileSync(cacheFile, '{"broken');
  assert.deepEqual((await load(cacheFile, docsDir, [plain])).read, ['plain.md']);
  assert.deepEqual((await load(cacheFile, docsDir, [plain])).read, []);
});

test('a build keeps no docs: the docs fixture builds without writing the cache', () => {
  const dir = copyFixture('docs', 'docs-file-cache');
  const result = build(dir);
  assert.equal(result.status, 0, result.output);
  const cacheDir = path.join(dir, '.tessera', 'cache');
  assert.deepEqual(
    fs.readdirSync(cacheDir).filter((name) => name.startsWith('docs-files-')),
    [],
  );
});
