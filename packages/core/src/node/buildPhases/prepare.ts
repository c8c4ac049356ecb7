// The first phases: the site and its content are loaded, the output folder is checked and made
// ready (an interrupted swap restored, leftovers of killed builds removed), and the temporary
// output this build writes into is created (once: the other locales write into folders in it).
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../site';
import { MdxService, startCompilePool, stopCompilePool } from '../mdx';
import {
  assertSafeOutputDir,
  conventionalSitePaths,
  removeStaleOutputs,
  emptyTrash,
  trashDirOf,
  restoreInterruptedSwap,
  temporaryOutputDir,
} from './output';
import type { BuildPhase } from './run';

export const loadContent: BuildPhase = {
  name: 'load',
  async run(build) {
    // Without a compile cache, the compile threads load the MDX pipeline while the content
    // loads (not before the config is known to be valid: a config error is then reported without
    // waiting for them). With one, they start only if many files miss it (MdxService.precompile).
    let startedPool: ReturnType<typeof startCompilePool> | undefined;
    build.site = await loadSite({
      siteDir: build.options.siteDir,
      outDir: build.options.outDir,
      locale: build.locale,
      isDev: false,
      onPluginsLoaded: (context) => {
        if (!MdxService.hasStore(context.cacheDir)) startedPool = startCompilePool();
      },
    }).catch(async (error) => {
      if (startedPool) await stopCompilePool(startedPool);
      throw error;
    });
    build.compilePool = startedPool;
    build.progress.counter('plugin|plugins').add(build.site.plugins.length);
    build.progress.counter('route|routes').add(build.site.routes.length);
  },
};

export const prepareOutput: BuildPhase = {
  name: 'prepare output',
  async run(build) {
    const { context, plugins } = build.site;
    const { output } = build;
    build.finalOut = context.outDir;
    const contentPaths = plugins.flatMap((p) => p.plugin.getPathsToWatch?.() ?? []);
    // The first locale built is the default one (or the only one): the folder replaced is its.
    output.finalOut ??= build.finalOut;
    output.baseUrl ??= context.baseUrl;
    assertSafeOutputDir(context.siteDir, output.finalOut, [
      ...conventionalSitePaths(context.siteDir),
      ...contentPaths,
      ...context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir)),
    ]);
    if (!output.tmpOut) {
      await restoreInterruptedSwap(output.finalOut);
      await removeStaleOutputs(output.finalOut);
      emptyTrash(trashDirOf(context.siteDir));
      output.tmpOut = temporaryOutputDir(output.finalOut);
      await fs.promises.rm(output.tmpOut, { recursive: true, force: true });
      await fs.promises.mkdir(output.tmpOut, { recursive: true });
    }
    // Another locale: its folder inside the default locale's (`fr/`).
    build.tmpOut = path.join(output.tmpOut, path.relative(output.finalOut, build.finalOut));
    await fs.promises.mkdir(build.tmpOut, { recursive: true });
  },
};
