// Static rendering worker: loads the server bundle once, renders the pages it is sent and
// writes each HTML file straight to disk, returning only the links and anchors it found.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

const { serverBundle, outDir, htmlTags, mainAssets, noIndex, baseUrlIssueBanner } = workerData;
const server = createRequire(import.meta.url)(serverBundle);

parentPort.on('message', async (batch) => {
  const results = [];
  for (const page of batch) {
    try {
      const { html, links, anchors } = server.render(server.routes, { ...page, htmlTags, mainAssets, noIndex, baseUrlIssueBanner });
      const file = path.join(outDir, page.htmlFile);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, html);
      results.push({ path: page.path, links, anchors });
    } catch (error) {
      results.push({ path: page.path, error: { message: error?.message ?? String(error), stack: error?.stack } });
    }
  }
  parentPort.postMessage(results);
});
parentPort.postMessage('ready');
