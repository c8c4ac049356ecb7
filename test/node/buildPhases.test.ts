// The build's last phase: once the output has been swapped in, the build has succeeded, so a
// cache that cannot be saved (a full disk, a read-only cache folder) is a warning, not a failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { saveCaches } from '../../packages/core/src/node/buildPhases/finish';
import { BUILD_PHASES, phaseTable } from '../../packages/core/src/node/build';
import type { BuildRun } from '../../packages/core/src/node/buildPhases/run';

function failingSave(code: string): () => Promise<void> {
  return async () => {
    throw Object.assign(new Error(`${code}: failed`), { code, path: '/site/.tessera/cache/x' });
  };
}

test('saving caches after the swap reports a full disk as a warning naming the path', async () => {
  const warnings: string[] = [];
  const original = console.warn;
  const originalLog = console.log;
  const capture = (...args: unknown[]) => warnings.push(args.join(' '));
  console.warn = capture;
  console.log = capture;
  try {
    const run = {
      renderCache: { save: failingSave('ENOSPC') },
      clientReuse: undefined,
      mdx: { close: async () => undefined },
    } as unknown as BuildRun;
    await saveCaches.run(run);
  } finally {
    console.warn = original;
    console.log = originalLog;
  }
  const text = warnings.join('\n');
  assert.match(text, /caches could not be saved/);
  assert.match(text, /disk is full at \/site\/\.tessera\/cache\/x/);
});

test('the build is the named phases in order, the swap second to last', () => {
  const names = BUILD_PHASES.map((p) => p.name);
  assert.deepEqual(names.slice(0, 2), ['load', 'prepare output']);
  assert.deepEqual(names.slice(-2), ['swap', 'caches']);
  assert.equal(new Set(names).size, names.length);
});

test('a full disk or a read-only folder is reported as such, with its path', async () => {
  const { formatError } = await import('../../packages/core/src/node/errors');
  const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    path: '/site/build.tmp-1/index.html',
  });
  assert.match(formatError(full), /disk is full \(.*build\.tmp-1\/index\.html\)/);
  const readOnly = Object.assign(new Error('EROFS: read-only file system, mkdir'), {
    code: 'EROFS',
    syscall: 'mkdir',
    path: '/site/.tessera',
  });
  assert.match(formatError(readOnly), /Cannot write \(.*\.tessera\): the folder is read-only/);
});

test('the build ends with where the time went: wall and CPU per phase, a total and the peak memory', () => {
  const table = phaseTable({
    timings: { mdx: { wallMs: 6900, cpuMs: 12100 }, render: { wallMs: 3100, cpuMs: 5900 } },
    peakMemory: 431e6,
  });
  const lines = table.split('\n');
  assert.match(lines[1]!, /^ {2}mdx +6\.9 s +12\.1 s$/);
  assert.match(lines[2]!, /^ {2}render +3\.1 s +5\.9 s$/);
  assert.match(lines[3]!, /^ {2}total +10\.0 s +18\.0 s$/);
  assert.equal(lines[4], '  peak memory 431 MB');
});
