// `tessera build`: a list of named phases (buildPhases/), run in order. Everything is written to
// a temporary folder next to the output and swapped in only when the whole build succeeded, so a
// failed build leaves the previous site untouched. The timings the build reports are the phases'.
// A site with several locales builds each one in turn (the default first, into the output folder;
// the others into `<out>/<locale>/` of the same temporary folder), and the swap replaces them all
// at once: a failure in any locale leaves the previous output of every locale as it was.
import fs from 'node:fs';
import path from 'node:path';
import { stopCompilePool } from './mdx';
import { log } from './logger';
import { BuildProgress, addCounts, formatCounts, megabytes } from './buildProgress';
import { measurePhaseMemory } from './phaseMemory';
import { localesToBuild } from './i18n';
import { loadContent, prepareOutput } from './buildPhases/prepare';
import { bundle, compileMarkdown, prepareScripts } from './buildPhases/bundle';
import { checkSiteLinks, render, writeAssets } from './buildPhases/pages';
import { runPostBuild, saveCaches, swapOutput } from './buildPhases/finish';
import { restoreHeapGrowth } from './buildPhases/memory';
import type {
  BuildOptions,
  BuildOutput,
  BuildPhase,
  BuildResult,
  BuildRun,
  PhaseTiming,
} from './buildPhases/run';

export type { BuildOptions, BuildResult } from './buildPhases/run';

/** What each locale runs, in order: until `prepareOutput` has run, nothing is written. */
export const LOCALE_PHASES: readonly BuildPhase[] = [
  loadContent,
  prepareOutput,
  compileMarkdown,
  prepareScripts,
  bundle,
  writeAssets,
  render,
  checkSiteLinks,
  runPostBuild,
];

/** Once every locale is built: after `swapOutput`, the build has succeeded. */
export const FINISH_PHASES: readonly BuildPhase[] = [swapOutput, saveCaches];

export const BUILD_PHASES: readonly BuildPhase[] = [...LOCALE_PHASES, ...FINISH_PHASES];

export async function build(options: BuildOptions): Promise<BuildResult> {
  const runs: BuildRun[] = [];
  const output: BuildOutput = { runs };
  const timings: Record<string, PhaseTiming> = {};
  let swapped = false;
  const progress = new BuildProgress();
  // maxRSS is in kilobytes. What the process reached before the first phase: each phase's
  // measure resets the kernel's figure (see measurePhaseMemory).
  let peakMemory = process.resourceUsage().maxRSS * 1024;
  const timed = async (phase: BuildPhase, run: BuildRun) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const memory = measurePhaseMemory();
    progress.startPhase(phase.name);
    run.progress = progress;
    await phase.run(run).catch((error: unknown) => {
      memory.stop();
      progress.stop();
      throw error;
    });
    const cpu = process.cpuUsage(cpuBefore);
    const spent = {
      wallMs: Math.round(performance.now() - started),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      peakRss: memory.stop(),
    };
    const counts = progress.endPhase(spent);
    const total = (timings[phase.name] ??= { wallMs: 0, cpuMs: 0, peakRss: 0 });
    total.wallMs += spent.wallMs;
    total.cpuMs += spent.cpuMs;
    total.peakRss = Math.max(total.peakRss ?? 0, spent.peakRss);
    peakMemory = Math.max(peakMemory, spent.peakRss);
    if (counts.length) total.counts = addCounts(total.counts ?? [], counts);
  };
  // An interrupted build (Ctrl-C, SIGTERM) removes its half-written output before exiting.
  const onSignal = (signal: NodeJS.Signals) => {
    if (output.tmpOut && !swapped) fs.rmSync(output.tmpOut, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    // The first run loads the config, which says which locales follow (`--locale` builds one).
    let locale = options.locale;
    let remaining: string[] | undefined;
    do {
      const run = { options, output, locale } as BuildRun;
      runs.push(run);
      for (const phase of LOCALE_PHASES) await timed(phase, run);
      releaseRun(run);
      remaining ??= localesToBuild(run.site.context.siteConfig, options.locale).filter(
        (l) => l !== run.site.context.i18n.currentLocale,
      );
      locale = remaining.shift();
    } while (locale !== undefined);
    await timed(swapOutput, runs[0]!);
    swapped = true;
    for (const run of runs) await timed(saveCaches, run);
    const locales = Object.fromEntries(
      runs.map((run) => [run.site.context.i18n.currentLocale, run.tasks.length]),
    );
    const pages = runs.reduce((sum, run) => sum + run.tasks.length, 0);
    return { outDir: output.finalOut!, pages, locales, timings, peakMemory };
  } catch (error) {
    if (output.tmpOut && !swapped) await removeUnfinishedOutput(output.tmpOut);
    throw error;
  } finally {
    for (const run of runs) {
      await run.mdx?.close().catch(() => undefined);
      // Already destroyed after compiling, unless the build failed before that.
      if (run.compilePool) await stopCompilePool(run.compilePool).catch(() => undefined);
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // Set from the bundles on (buildPhases/bundle.ts).
    restoreHeapGrowth();
  }
}

/**
 * The failed build's folder goes; the error that failed it is the one reported. A write still
 * finishing in it makes one removal fail with ENOTEMPTY: it is tried again, and a folder that
 * still cannot go is left to the next build, which removes leftovers first.
 */
async function removeUnfinishedOutput(tmpOut: string): Promise<void> {
  try {
    await fs.promises.rm(tmpOut, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    log.warn(`Could not remove the unfinished output ${tmpOut}: ${(error as Error).message}`);
  }
}

/** What a built locale no longer needs while the next one builds (the swap and caches do not). */
function releaseRun(run: BuildRun): void {
  run.results = [];
  run.manifests = new Map();
  run.serverOnly = new Map();
}

export function printBuildSummary(result: BuildResult, seconds: number): void {
  const perLocale = Object.entries(result.locales);
  const split =
    perLocale.length > 1 ? ` (${perLocale.map(([l, n]) => `${l}: ${n}`).join(', ')})` : '';
  log.success(
    `Built ${result.pages} pages${split} into ${path.relative(process.cwd(), result.outDir) || '.'} in ${seconds.toFixed(1)} s.`,
  );
  log.info(phaseTable(result));
}

/** Where the time went: each phase's wall and CPU seconds and counts, and the peak memory. */
export function phaseTable(result: Pick<BuildResult, 'timings' | 'peakMemory'>): string {
  const rows = Object.entries(result.timings).map(
    ([name, t]) =>
      `  ${name.padEnd(20)}${(t.wallMs / 1000).toFixed(1).padStart(7)} s${(t.cpuMs / 1000).toFixed(1).padStart(8)} s${t.peakRss ? megabytes(t.peakRss).padStart(9) : ''}${t.counts?.length ? `   ${formatCounts(t.counts)}` : ''}`,
  );
  const total = Object.values(result.timings).reduce(
    (sum, t) => ({ wallMs: sum.wallMs + t.wallMs, cpuMs: sum.cpuMs + t.cpuMs }),
    { wallMs: 0, cpuMs: 0 },
  );
  return [
    'Phases (wall, CPU of the build process and its threads, the highest resident memory; esbuild runs apart):',
    ...rows,
    `  ${'total'.padEnd(20)}${(total.wallMs / 1000).toFixed(1).padStart(7)} s${(total.cpuMs / 1000).toFixed(1).padStart(8)} s`,
    `  peak memory ${megabytes(result.peakMemory)}`,
  ].join('\n');
}
