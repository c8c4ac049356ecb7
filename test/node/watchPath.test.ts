// The dev server's watcher survives a folder that vanishes as it starts watching it.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchPath } from '../../packages/core/src/node/dev/watchPath';
import { log } from '../../packages/core/src/node/logger';

test('a folder removed while it was being watched is no error; another error is a warning', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-watch-'));
  const warn = mock.method(log, 'warn', () => undefined);
  const watcher = watchPath(dir, true, () => undefined);
  try {
    // What Node's recursive watcher emits when readdir finds the new folder gone.
    const vanished = Object.assign(
      new Error(`ENOENT: no such file or directory, scandir '${dir}/.well-known'`),
      {
        code: 'ENOENT',
      },
    );
    assert.doesNotThrow(() => watcher.emit('error', vanished));
    assert.equal(warn.mock.callCount(), 0);
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    assert.doesNotThrow(() => watcher.emit('error', denied));
    assert.equal(warn.mock.callCount(), 1);
    assert.match(String(warn.mock.calls[0]!.arguments[0]), /permission denied/);
  } finally {
    watcher.close();
    warn.mock.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
