// `tessera build`: a list of named phases (buildPhases/), run in order. Everything is written to
// a temporary folder next to the output and swapped in only when the whole build succeeded, so a
// failed build leaves the previous site untouched. The timings the build reports are the phases'.
import fs from 'node:fs';
import path from 'node:path';
import { stopCompilePool } from './mdx';
import { log } from './logger';
import { loadContent, prepareOutput } from './buildPhases/prepare';
import { bundle, compileMarkdown, prepareScripts } from './buildPhases/bundle';
import { checkSiteLinks, render, writeAssets } from './buildPhases/pages';
import { runPostBuild, saveCaches, swapOutput } from './buildPhases/finish';
import type { BuildOptions, BuildPhase, BuildResult, BuildRun } from './buildPhases/run';

export type { BuildOptions, BuildResult } from './buildPhases/run';

/** Until `prepareOutput` has run, nothing is written; after `swapOutput`, the build has succeeded. */
export const BUILD_PHASES: readonly BuildPhase[] = [
  loadContent,
  prepareOutput,
  compileMarkdown,
  prepareScripts,
  bundle,
  writeAssets,
  render,
  checkSiteLinks,
  runPostBuild,
  swapOutput,
  saveCaches,
];

export async function build(options: BuildOptions): Promise<BuildResult> {
  const run = { options } as BuildRun;
  const timings: Record<string, number> = {};
  let swapped = false;
  // An interrupted build (Ctrl-C, SIGTERM) removes its half-written output before exiting.
  const onSignal = (signal: NodeJS.Signals) => {
    if (run.tmpOut && !swapped) fs.rmSync(run.tmpOut, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const phase of BUILD_PHASES) {
      const started = performance.now();
      await phase.run(run);
      timings[phase.name] = Math.round(performance.now() - started);
      if (phase === swapOutput) swapped = true;
    }
    return { outDir: run.finalOut, pages: run.tasks.length, timings };
  } catch (error) {
    if (run.tmpOut && !swapped) await fs.promises.rm(run.tmpOut, { recursive: true, force: true });
    throw error;
  } finally {
    await run.mdx?.close().catch(() => undefined);
    // Already destroyed after compiling, unless the build failed before that.
    if (run.compilePool) await stopCompilePool(run.compilePool).catch(() => undefined);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export function printBuildSummary(result: BuildResult, seconds: number): void {
  log.success(
    `Built ${result.pages} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${seconds.toFixed(1)} s.`,
  );
}
