#!/usr/bin/env node
// Registers the TypeScript loader (the engine runs from source) and hands over to the CLI.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/node/cli.ts');
process.exitCode = await runCli(process.argv.slice(2));
