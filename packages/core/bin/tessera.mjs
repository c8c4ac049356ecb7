#!/usr/bin/env node
// Starts the CLI from the engine's prebuilt bundle (engineBundle.mjs), else from its TypeScript
// sources through tsx.
import { loadEngineBundle } from './engineBundle.mjs';

// Stack traces (--verbose) name the sources, not the bundle.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
const bundle = await loadEngineBundle();
let cli;
if (bundle) {
  cli = await import(bundle.cli);
  cli.useBundledModules(bundle.entries);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/node/cli.ts');
}
process.exitCode = await cli.runCli(process.argv.slice(2));
