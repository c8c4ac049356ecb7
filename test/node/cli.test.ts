// The command line itself: what a mistyped command or option gets (one clear line and the help,
// never a stack trace), and --version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'packages/core/bin/tessera.mjs');

function tessera(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

test('--version prints the engine version', () => {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'packages/core/package.json'), 'utf8'),
  ) as { version: string };
  for (const flag of ['--version', '-V']) {
    const run = tessera(flag);
    assert.equal(run.status, 0);
    assert.equal(run.output.trim(), version);
  }
});

test('an unknown option or a missing value is named, with the help, and no stack trace', () => {
  for (const [args, message] of [
    [['build', '--bogus'], "Unknown option '--bogus'."],
    [['start', '--port'], "Option '--port <value>' argument missing"],
  ] as const) {
    const run = tessera(...args);
    assert.equal(run.status, 1);
    assert.ok(run.output.includes(message), run.output);
    assert.ok(run.output.includes('Usage: tessera <command>'), run.output);
    assert.doesNotMatch(run.output, /\n\s+at /);
  }
});

test('a port that is not a number is refused before anything starts', () => {
  const run = tessera('serve', '--port', 'abc');
  assert.equal(run.status, 1);
  assert.match(run.output, /--port must be a whole number from 0 to 65535, not "abc"\./);
});
