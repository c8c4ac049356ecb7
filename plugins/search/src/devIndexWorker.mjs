// Worker thread of the dev search index (see dev.ts): sources in, index files out.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { pageFromSource } = await import('./dev.ts');
const { buildIndexFiles } = await import('./writer.ts');

const files = buildIndexFiles(workerData.sources.map(pageFromSource), {
  shardBytes: workerData.shardBytes,
});
parentPort.postMessage([...files]);
