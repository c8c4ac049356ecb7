// Content files kept by the dev server (keepContentFiles): each edit reloads the site, which
// reads every file again; an unchanged one is not read or parsed again.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepContentFiles, readContentFile } from '../../packages/core/src/node/content';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-content-'));
const file = path.join(dir, 'doc.md');
fs.writeFileSync(file, '---\ntitle: First\ntags: [a]\n---\n\n# Heading\n\nBody.\n');
keepContentFiles();

test('an unchanged file is read once, then given from memory', () => {
  const reads = mock.method(fs, 'readFileSync');
  try {
    const first = readContentFile(file);
    const second = readContentFile(file);
    assert.deepEqual(second, first);
    assert.equal(first.frontMatter.title, 'First');
    assert.equal(reads.mock.calls.filter((call) => call.arguments[0] === file).length, 1);
  } finally {
    reads.mock.restore();
  }
});

test('a changed file is read again', () => {
  readContentFile(file);
  fs.writeFileSync(file, '---\ntitle: Second\n---\n\nBody.\n');
  assert.equal(readContentFile(file).frontMatter.title, 'Second');
  // Same size, new text: the time stamps tell.
  const later = new Date(Date.now() + 5000);
  fs.writeFileSync(file, '---\ntitle: Thirds\n---\n\nBody.\n');
  fs.utimesSync(file, later, later);
  assert.equal(readContentFile(file).frontMatter.title, 'Thirds');
});

test('each caller gets its own front matter to change', () => {
  fs.writeFileSync(file, '---\ntitle: Own\ntags: [a]\n---\n\nBody.\n');
  const first = readContentFile(file);
  first.frontMatter.title = 'Changed by a plugin';
  (first.frontMatter.tags as string[]).push('b');
  const second = readContentFile(file);
  assert.equal(second.frontMatter.title, 'Own');
  assert.deepEqual(second.frontMatter.tags, ['a']);
});

test('a file with broken front matter fails on every read, and is read again once fixed', () => {
  fs.writeFileSync(file, '---\ntitle: [unclosed\n---\n\nBody.\n');
  assert.throws(() => readContentFile(file), /YAML|front matter|flow/i);
  assert.throws(() => readContentFile(file), /YAML|front matter|flow/i);
  fs.writeFileSync(file, '---\ntitle: Fixed\n---\n\nBody.\n');
  assert.equal(readContentFile(file).frontMatter.title, 'Fixed');
});
