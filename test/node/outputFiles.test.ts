// Files of a build that are the same as in the previous output are linked from it, not written
// (node/outputFiles.ts): a link shares the previous file's inode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  linkOrCopySync,
  parentFolderMaker,
  writeOrLink,
  writeOrLinkSync,
} from '../../packages/core/src/node/outputFiles';

function outputs(): { previous: string; next: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-output-files-'));
  const previous = path.join(dir, 'build');
  const next = path.join(dir, 'build.tmp');
  fs.mkdirSync(previous);
  fs.mkdirSync(next);
  return { previous, next };
}

const sameFile = (a: string, b: string) => fs.statSync(a).ino === fs.statSync(b).ino;

for (const [name, write] of [
  ['writeOrLinkSync', writeOrLinkSync],
  ['writeOrLink', writeOrLink],
] as const) {
  test(`${name}: links a file the previous output holds with the same bytes`, async () => {
    const { previous, next } = outputs();
    fs.writeFileSync(path.join(previous, 'same.json'), '{"a":1}');
    await write(path.join(next, 'same.json'), '{"a":1}', path.join(previous, 'same.json'));
    assert.ok(sameFile(path.join(previous, 'same.json'), path.join(next, 'same.json')));
  });

  test(`${name}: writes a file that changed, or that the previous output lacks`, async () => {
    const { previous, next } = outputs();
    fs.writeFileSync(path.join(previous, 'changed.json'), '{"a":1}');
    await write(path.join(next, 'changed.json'), '{"a":2}', path.join(previous, 'changed.json'));
    await write(path.join(next, 'new.json'), '{"b":1}', path.join(previous, 'new.json'));
    await write(path.join(next, 'first.json'), '{"c":1}', null);
    assert.equal(fs.readFileSync(path.join(next, 'changed.json'), 'utf8'), '{"a":2}');
    assert.equal(fs.readFileSync(path.join(previous, 'changed.json'), 'utf8'), '{"a":1}');
    assert.ok(!sameFile(path.join(previous, 'changed.json'), path.join(next, 'changed.json')));
    assert.equal(fs.readFileSync(path.join(next, 'new.json'), 'utf8'), '{"b":1}');
    assert.equal(fs.readFileSync(path.join(next, 'first.json'), 'utf8'), '{"c":1}');
  });

  test(`${name}: a content-hashed name is linked without its bytes being compared`, async () => {
    const { previous, next } = outputs();
    // The name stands for the content: whatever the previous file holds is taken as it is.
    fs.writeFileSync(path.join(previous, 'a1b2.js'), 'kept');
    await write(path.join(next, 'a1b2.js'), 'given', path.join(previous, 'a1b2.js'), {
      contentHashed: true,
    });
    assert.ok(sameFile(path.join(previous, 'a1b2.js'), path.join(next, 'a1b2.js')));
  });
}

test('linkOrCopySync links the previous file, and fails when it is gone', () => {
  const { previous, next } = outputs();
  fs.writeFileSync(path.join(previous, 'main.js'), 'code');
  linkOrCopySync(path.join(previous, 'main.js'), path.join(next, 'main.js'));
  assert.ok(sameFile(path.join(previous, 'main.js'), path.join(next, 'main.js')));
  assert.throws(() => linkOrCopySync(path.join(previous, 'gone.js'), path.join(next, 'gone.js')), {
    code: 'ENOENT',
  });
});

test('parentFolderMaker makes the folders of the files of a batch', () => {
  const { next } = outputs();
  const makeFolder = parentFolderMaker();
  for (const file of ['a/b/one.json', 'a/b/two.json', 'c/three.json']) {
    makeFolder(path.join(next, file));
    fs.writeFileSync(path.join(next, file), '{}');
  }
  assert.deepEqual(fs.readdirSync(path.join(next, 'a', 'b')).sort(), ['one.json', 'two.json']);
  assert.deepEqual(fs.readdirSync(path.join(next, 'c')), ['three.json']);
});
