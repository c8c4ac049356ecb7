// Piscina worker: compiles one MDX file. A compile problem is returned as data, since custom
// error fields do not survive the thread boundary.
import { pathToFileURL } from 'node:url';
import { workerData } from 'piscina';

// The prebuilt pipeline (see mdxPipeline.ts), else its TypeScript sources through tsx.
async function loadPipeline() {
  if (workerData?.pipeline) return import(pathToFileURL(workerData.pipeline).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import('@tessera/mdx');
}
const { compile } = await loadPipeline();

export default async function run(input) {
  // Asked before the pool stops: answering means this thread has loaded (see stopCompilePool).
  if (input === '__tessera_loaded__') return true;
  try {
    return await compile(input);
  } catch (error) {
    if (error && error.file)
      return {
        compileError: {
          message: error.message,
          file: error.file,
          line: error.line,
          column: error.column,
          hint: error.hint,
        },
      };
    throw error;
  }
}
