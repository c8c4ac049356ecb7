// Which output file `tessera serve` answers a path with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveRequestFile } from '../../packages/core/src/node/servePaths';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-paths-'));
for (const file of ['compat/index.html', 'compat.html', 'flat.html', 'about/index.html']) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), file);
}
const served = (pathname: string) => {
  const file = resolveRequestFile(root, '/', pathname);
  return file && path.relative(root, file).split(path.sep).join('/');
};

test("a folder's page wins over a .html file of the same name (a redirect file back to it)", () => {
  assert.equal(served('/compat'), 'compat/index.html');
  assert.equal(served('/compat/'), 'compat/index.html');
});

test('a page written as name.html is served for the path without the suffix', () => {
  assert.equal(served('/flat'), 'flat.html');
});

test('a .html or index.html path naming no file is the page without the suffix', () => {
  assert.equal(served('/about.html'), 'about/index.html');
  assert.equal(served('/about/index.html'), 'about/index.html');
  assert.equal(served('/missing.html'), undefined);
});
