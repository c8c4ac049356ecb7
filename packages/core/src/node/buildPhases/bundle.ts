// The middle phases: Markdown compiled (in threads), the content scripts prepared, then the
// scripts, the server bundle (esbuild) and the client bundle (webpack) built side by side.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { MdxService, type SiteMarkdownPlugins } from '../mdx';
import { clientConfig } from '../bundler/client';
import { pluginServerConfig } from '../bundler/server';
import {
  importRegistrySource,
  prepareContentScripts,
  routeModuleSpecs,
} from '../bundler/contentScripts';
import { writeIfChanged } from '../fsWrite';
import type { LoadedSite } from '../site';
import { allSettledOrThrow } from './settle';
import { clientBundle } from './clientBundle';
import { reusedOrNewServerBundle } from './serverBundle';
import { esbuildError } from './esbuildError';
import { boundHeapGrowth, collectGarbage, restoreHeapGrowth } from './memory';
import type { BuildPhase } from './run';

export const compileMarkdown: BuildPhase = {
  name: 'mdx',
  async run(build) {
    // Another locale's: the compile threads grow as V8 lets them (see boundHeapGrowth).
    restoreHeapGrowth();
    const { context } = build.site;
    build.output.mdxStore ??= MdxService.openStore(context.cacheDir);
    build.mdx = new MdxService({
      store: build.output.mdxStore,
      siteDir: context.siteDir,
      cacheDir: context.cacheDir,
      baseUrl: context.baseUrl,
      permalinks: build.site.permalinks,
      onBrokenMarkdownLinks: context.siteConfig.onBrokenMarkdownLinks,
      readOnce: true,
      markdownPlugins: siteMarkdownPlugins(build.site),
    });
    const modules = markdownModules(build.site);
    await build.mdx.precompile(modules, build.compilePool, {
      files: build.progress.counter('Markdown file|files', modules.length),
      compiled: build.progress.counter('compiled (not cached)'),
    });
    build.compileModule = (file, query) => build.mdx.compileModule(file, query);
  },
};

export const prepareScripts: BuildPhase = {
  name: 'content imports',
  async run(build) {
    const { context } = build.site;
    build.prepared = await prepareContentScripts({
      routes: build.site.routes,
      outDir: build.tmpOut,
      previousOutDir: build.finalOut,
      cacheDir: context.cacheDir,
      baseUrl: context.baseUrl,
      compileModule: build.compileModule,
    });
    await writeIfChanged(
      path.join(context.generatedDir, 'content-imports.js'),
      importRegistrySource(build.prepared.imports),
    );
    // The content scripts hold the compiled code they still need: let go of the rest of the
    // compile results before webpack (a bundler asking again reads the cache's pack file).
    build.mdx.forgetMemory();
  },
};

/**
 * The bundles need only the registry of what pages import, so they are built while the content
 * scripts are written: webpack works on this thread, esbuild on its own. The server bundle holds
 * the app and what pages import, not the pages: its errors point into the import registry, so
 * they are traced back to the page that imports the module.
 */
export const bundle: BuildPhase = {
  name: 'scripts and bundles',
  async run(build) {
    // webpack's garbage, then the render threads' (restored when the build ends).
    boundHeapGrowth();
    const { context, plugins } = build.site;
    build.bundleRecord = path.join(
      context.cacheDir,
      `client-bundle-${path.basename(build.finalOut)}.json`,
    );
    const serverConfig = pluginServerConfig(plugins);
    const { imports } = build.prepared!;
    const written = build.prepared!.write();
    // Its closures hold every page's compiled code and script body (at 10,000 docs, a third of
    // the heap while rendering): once the scripts are written they are garbage, which V8 can
    // collect while webpack still works.
    build.prepared = undefined;
    let ranWebpack = false;
    const [scripts, serverBundle, chunkGroups] = await allSettledOrThrow([
      written,
      reusedOrNewServerBundle(
        {
          siteDir: context.siteDir,
          generatedDir: context.generatedDir,
          baseUrl: context.baseUrl,
          aliases: build.site.aliases,
          pluginAliases: serverConfig.aliases,
          sassSettings: serverConfig.sassSettings,
          compileModule: build.compileModule,
        },
        { plugins: siteMarkdownPlugins(build.site), permalinksFile: build.site.permalinksFile },
      ).catch((error) => esbuildError(error, { imports })),
      // Only the entrypoints' file lists leave webpack: the compilation (most of the build's
      // memory) can be collected before the pages are rendered.
      clientBundle(
        clientConfig({
          siteDir: context.siteDir,
          outDir: build.tmpOut,
          cacheDir: context.cacheDir,
          generatedDir: context.generatedDir,
          baseUrl: context.baseUrl,
          isDev: false,
          aliases: build.site.aliases,
          compileModule: build.compileModule,
          mdxDependencies: [build.site.permalinksFile],
          plugins,
        }),
        {
          outDir: build.tmpOut,
          previousOut: build.finalOut,
          recordFile: build.bundleRecord,
          siteDir: context.siteDir,
          reportFile: process.env.TESSERA_ANALYZE
            ? path.join(context.generatedDir, 'bundle-report.json')
            : null,
        },
      ).then((result) => {
        build.clientReuse = result.reuse;
        ranWebpack = result.ranWebpack;
        return result.chunkGroups;
      }),
    ] as const);
    build.scripts = scripts;
    build.serverBundle = serverBundle;
    build.chunkGroups = chunkGroups;
    // esbuild's process (20-30 MB) is done until the next locale's bundles; a later call
    // starts it again. Stopped first: the collection below briefly raises this process's
    // memory (compacting copies what lives), and the two together were the phase's peak.
    await esbuild.stop();
    // The compilation is unreachable by now: without this, V8 keeps that memory while the
    // render threads add theirs on top. (Reusing the bundle left little: a collection there
    // cost a warm build 0.1-0.2 s.)
    if (ranWebpack) collectGarbage();
  },
};

function markdownModules(site: LoadedSite): Array<{ file: string; query: string }> {
  const out = new Map<string, { file: string; query: string }>();
  for (const route of site.routes) {
    for (const spec of routeModuleSpecs(route)) {
      const [file, query = ''] = spec.split('?');
      if (/\.mdx?$/.test(file!)) out.set(spec, { file: file!, query: query ? `?${query}` : '' });
    }
  }
  return [...out.values()];
}

/** Every plugin's remark/rehype plugins for its content folders. */
export function siteMarkdownPlugins(site: LoadedSite): SiteMarkdownPlugins[] {
  return site.plugins
    .map((p) => p.plugin.getMarkdownPlugins?.())
    .filter((set): set is SiteMarkdownPlugins => !!set);
}
