// Worker thread of the dev search index (see dev.ts): sources in, index files out.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Lowest priority, so the index never slows a compile down: on Linux this applies to this
// thread only (elsewhere it would apply to the whole dev server, so it is left alone there).
if (process.platform === 'linux') {
  try {
    os.setPriority(19);
  } catch {
    // Not allowed here: the index is made at normal priority.
  }
}

register();
const { pageFromSource } = await import('./dev.ts');
const { buildIndexFiles } = await import('./writer.ts');

const files = buildIndexFiles(workerData.sources.map(pageFromSource), {
  shardBytes: workerData.shardBytes,
});
parentPort.postMessage([...files]);
