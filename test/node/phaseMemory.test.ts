// A phase's peak memory counts what the process reached while its main thread was busy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measurePhaseMemory } from '../../packages/core/src/node/phaseMemory';
import { collectGarbage } from '../../packages/core/src/node/buildPhases/memory';

const MB = 1024 * 1024;

test(
  'a peak reached and let go without a turn of the event loop is the phase peak',
  { skip: process.platform !== 'linux' && 'the kernel keeps the peak on Linux only' },
  () => {
    collectGarbage();
    const before = process.memoryUsage.rss();
    const memory = measurePhaseMemory();
    let spike: Buffer | null = Buffer.alloc(300 * MB, 1);
    assert.equal(spike[300 * MB - 1], 1);
    spike = null;
    collectGarbage();
    const after = process.memoryUsage.rss();
    const peak = memory.stop();
    assert.ok(after - before < 100 * MB, `the spike was let go: ${(after - before) / MB} MB`);
    assert.ok(peak - before > 250 * MB, `peak ${(peak - before) / MB} MB above the start`);
  },
);
