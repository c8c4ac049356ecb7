// `tessera build`: everything is written to a temporary folder next to the output and swapped
// in only when the whole build succeeded, so a failed build leaves the previous site untouched.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import webpack, { type Compilation, type Configuration, type Stats } from 'webpack';
import { loadSite, type LoadedSite } from './site';
import { MdxService, startCompilePool, stopCompilePool } from './mdx';
import { clientConfig } from './bundler/client';
import { ClientBundleReuse, type ChunkGroupFiles } from './bundler/clientBundleReuse';
import { findLockfile } from './lockfile';
import { writeOrLink } from './outputFiles';
import { PIPELINE_VERSION } from '@tessera/mdx';
import { buildServerBundle } from './bundler/server';
import {
  prepareContentScripts,
  importRegistrySource,
  splitModuleSpec,
  importKey,
  routeModuleSpecs,
  type ContentScripts,
} from './bundler/contentScripts';
import { renderPages, type PageTask, type ServerOnlyModules } from './render/pool';
import { RenderCache } from './render/cache';
import { checkLinks, formatLinkList } from './links';
import { SiteError } from './errors';
import { log, report } from './logger';
import { htmlFileForRoute, routeManifestFile } from '../shared/paths';
import { writeIfChanged } from './codegen';
import type { RouteConfig, RouteManifestEntry } from '../shared/types';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  timings: Record<string, number>;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };

  // The compile threads load the MDX pipeline while the content loads (not before the config is
  // known to be valid: a config error is then reported without waiting for them).
  let startedPool: ReturnType<typeof startCompilePool> | undefined;
  const site = await loadSite({
    siteDir: options.siteDir,
    outDir: options.outDir,
    isDev: false,
    onPluginsLoaded: () => (startedPool = startCompilePool()),
  }).catch(async (error) => {
    if (startedPool) await stopCompilePool(startedPool);
    throw error;
  });
  const compilePool = startedPool ?? startCompilePool();
  const { context } = site;
  lap('load');
  const finalOut = context.outDir;
  const tmpOut = `${finalOut}.tmp-${process.pid}`;
  await removeStaleTemporaryOutputs(finalOut);
  await fs.promises.rm(tmpOut, { recursive: true, force: true });
  await fs.promises.mkdir(tmpOut, { recursive: true });
  // An interrupted build (Ctrl-C, SIGTERM) removes its half-written output before exiting.
  const onSignal = (signal: NodeJS.Signals) => {
    fs.rmSync(tmpOut, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let mdx: MdxService | undefined;
  try {
    mdx = new MdxService({
      cacheDir: context.cacheDir,
      baseUrl: context.baseUrl,
      permalinks: site.permalinks,
      onBrokenMarkdownLinks: context.siteConfig.onBrokenMarkdownLinks,
      readOnce: true,
    });
    await mdx.precompile(markdownModules(site), compilePool);
    lap('mdx');
    const compileModule = (file: string, query: string) => mdx!.compileModule(file, query);
    const prepared = await prepareContentScripts({
      routes: site.routes,
      outDir: tmpOut,
      previousOutDir: finalOut,
      cacheDir: context.cacheDir,
      baseUrl: context.baseUrl,
      compileModule,
    });
    await writeIfChanged(
      path.join(context.generatedDir, 'content-imports.js'),
      importRegistrySource(prepared.imports),
    );
    // The content scripts hold the compiled code they still need: let go of the rest of the
    // compile results before webpack (a bundler asking again reads the cache's pack file).
    mdx.forgetMemory();
    lap('content imports');
    // The bundles need only the registry of what pages import, so they are built while the
    // content scripts are written: webpack works on this thread, esbuild on its own.
    // The server bundle holds the app and what pages import, not the pages: its errors point
    // into the import registry, so they are traced back to the page that imports the module.
    const pluginConfigs = site.plugins
      .map((p) => p.plugin.configureWebpack?.({}, false))
      .filter((c): c is Configuration => !!c);
    const bundleRecord = path.join(
      context.cacheDir,
      `client-bundle-${path.basename(finalOut)}.json`,
    );
    let clientReuse: ClientBundleReuse | undefined;
    const [scripts, serverBundle, chunkGroups] = await allSettledOrThrow([
      prepared.write(),
      buildServerBundle({
        siteDir: context.siteDir,
        generatedDir: context.generatedDir,
        baseUrl: context.baseUrl,
        aliases: site.aliases,
        compileModule,
      }).catch((error) => esbuildError(error, prepared)),
      // Only the entrypoints' file lists leave runWebpack: the compilation (most of the build's
      // memory) can be collected before the pages are rendered.
      clientBundle(
        clientConfig({
          siteDir: context.siteDir,
          outDir: tmpOut,
          cacheDir: context.cacheDir,
          generatedDir: context.generatedDir,
          baseUrl: context.baseUrl,
          isDev: false,
          aliases: site.aliases,
          compileModule,
          mdxDependencies: [site.permalinksFile],
          pluginConfigs,
        }),
        {
          outDir: tmpOut,
          previousOut: finalOut,
          recordFile: bundleRecord,
          siteDir: context.siteDir,
          reportFile: process.env.TESSERA_ANALYZE
            ? path.join(context.generatedDir, 'bundle-report.json')
            : null,
        },
      ).then((bundle) => ((clientReuse = bundle.reuse), bundle.chunkGroups)),
    ] as const);
    lap('scripts and bundles');
    collectGarbage();

    const { mainAssets, manifests, serverOnly } = routeManifests(chunkGroups, scripts, site);
    await Promise.all(
      [...manifests.values()].map(async (m) => {
        const name = routeManifestFile(m.path, context.baseUrl);
        const file = path.join(tmpOut, name);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await writeOrLink(file, JSON.stringify(m), path.join(finalOut, name));
      }),
    );
    await copyStatic(site, tmpOut, mdx.assets);
    lap('assets');

    const tasks: PageTask[] = site.generated.map((g) => ({
      id: g.id,
      path: g.path,
      htmlFile:
        g.path === normalize404(context.baseUrl)
          ? '404.html'
          : htmlFileForRoute(g.path, context.baseUrl, context.siteConfig.trailingSlash),
      manifest: manifests.get(g.id)!,
      ...(serverOnly.has(g.id) ? { serverOnly: serverOnly.get(g.id) } : {}),
    }));
    const renderOptions = {
      htmlTags: site.htmlTags,
      mainAssets,
      noIndex: context.siteConfig.noIndex,
      baseUrlIssueBanner: context.siteConfig.baseUrlIssueBanner,
    };
    const renderIndex = path.join(context.cacheDir, `render-${path.basename(finalOut)}.json`);
    const renderCache = await RenderCache.open(renderIndex, finalOut, {
      serverBundle,
      shared: renderOptions,
    });
    const { reused, toRender } = await renderCache.reuse(tasks, tmpOut);
    const rendered = toRender.length
      ? await renderPages({
          tasks: toRender,
          serverBundle,
          outDir: tmpOut,
          baseUrl: context.baseUrl,
          ...renderOptions,
        })
      : [];
    const taskOfPath = new Map(toRender.map((task) => [task.path, task]));
    for (const result of rendered) renderCache.record(taskOfPath.get(result.path)!, result);
    const results = [...reused, ...rendered];
    if (reused.length)
      log.info(
        `Rendered ${plural(rendered.length, 'page')}; ${plural(reused.length, 'unchanged page')} kept from the previous build.`,
      );
    lap('render');
    const failed = results.filter((r) => r.error);
    if (failed.length) {
      const first = failed[0]!;
      const route = site.routes.find((r) => r.path === first.path || r.path === first.path + '/');
      const file = route?.modules?.content;
      throw new SiteError(
        `Rendering ${first.path} failed: ${first.error!.message}${failed.length > 1 ? ` (and ${failed.length - 1} more pages failed)` : ''}`,
        {
          location: { file: typeof file === 'string' ? file : undefined },
          hint: 'A component on this page threw while rendering on the server. Code that needs the browser (window, document) belongs in useEffect or <BrowserOnly>.',
        },
      );
    }

    const pages = results.map((r) => ({
      path: r.path,
      links: r.links ?? [],
      anchors: r.anchors ?? [],
    }));
    const problems = checkLinks(pages, new Set(site.generated.map((g) => g.path)), tmpOut);
    if (problems.brokenLinks.length) {
      report(
        context.siteConfig.onBrokenLinks,
        new SiteError(
          `Broken links found (page -> link):\n${formatLinkList(problems.brokenLinks)}`,
          {
            hint: 'Fix the links, or set onBrokenLinks in site.config.ts to "warn" while you work.',
          },
        ),
      );
    }
    if (problems.brokenAnchors.length) {
      report(
        context.siteConfig.onBrokenAnchors,
        new SiteError(
          `Broken anchors found (page -> link):\n${formatLinkList(problems.brokenAnchors)}`,
          { hint: 'The target page has no heading or element with that id.' },
        ),
      );
    }
    lap('links');

    const pageFiles = new Map(tasks.map((task) => [task.path, task.htmlFile]));
    // All at once, as in Docusaurus; every one finishes before the first failure is reported, so
    // none is still writing into the output when it is removed.
    await allSettledOrThrow(
      site.plugins.map(async (p) =>
        p.plugin.postBuild?.({
          outDir: tmpOut,
          content: p.content,
          routes: site.routes,
          siteConfig: context.siteConfig,
          pages: pageFiles,
          previousOutDir: finalOut,
        }),
      ),
    );
    lap('postBuild');
    // The render index and the bundle record describe the output they sit next to: never let
    // them outlive a swap.
    await fs.promises.rm(renderIndex, { force: true });
    await fs.promises.rm(bundleRecord, { force: true });
    await swapInto(tmpOut, finalOut);
    await renderCache.save();
    await clientReuse?.save();
    await mdx.close({ fold: true });
    return { outDir: finalOut, pages: tasks.length, timings };
  } catch (error) {
    await fs.promises.rm(tmpOut, { recursive: true, force: true });
    throw error;
  } finally {
    await mdx?.close().catch(() => undefined);
    // Already destroyed after compiling, unless the build failed before that.
    await stopCompilePool(compilePool).catch(() => undefined);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Leftovers of builds that were killed outright (SIGKILL, power loss). */
async function removeStaleTemporaryOutputs(finalOut: string): Promise<void> {
  const dir = path.dirname(finalOut);
  const prefix = path.basename(finalOut) + '.';
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    const m = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(tmp|old)-(\\d+)$`).exec(
      name,
    );
    if (m && !isRunning(Number(m[2])))
      await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function normalize404(baseUrl: string): string {
  return baseUrl + '404';
}

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

/**
 * A full collection after bundling: the compilation is unreachable by now, and without this V8
 * keeps that memory while the render workers add theirs on top.
 */
function collectGarbage(): void {
  try {
    v8.setFlagsFromString('--expose_gc');
    (vm.runInNewContext('gc') as () => void)();
  } catch {
    // Not available: the memory is freed later by V8 anyway.
  }
}

/**
 * Waits for every task (none is left running when the build fails and its output is removed),
 * then throws the first failure.
 */
async function allSettledOrThrow<T extends readonly unknown[]>(tasks: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * The client bundle: the previous build's assets when none of webpack's inputs changed (see
 * clientBundleReuse.ts), else a webpack run.
 */
async function clientBundle(
  config: Configuration,
  options: {
    outDir: string;
    previousOut: string;
    recordFile: string;
    siteDir: string;
    reportFile: string | null;
  },
): Promise<{ chunkGroups: ChunkGroupFiles; reuse: ClientBundleReuse }> {
  const bundlerDir = path.join(import.meta.dirname, 'bundler');
  const engineFiles = fs.readdirSync(bundlerDir).map((name) => path.join(bundlerDir, name));
  // The output goes to this build's temporary folder: its name is not part of what webpack makes.
  const keyConfig = { ...config, output: { ...config.output, path: options.previousOut } };
  const reuse = ClientBundleReuse.open({
    recordFile: options.recordFile,
    previousOut: options.previousOut,
    config: keyConfig,
    engineFiles,
    engineVersion: `mdx-${PIPELINE_VERSION}`,
    lockfile: findLockfile(options.siteDir),
  });
  const reused = options.reportFile ? null : await reuse.reuse(options.outDir);
  if (reused) {
    log.info('Client bundle: nothing it depends on changed; reused from the previous build.');
    return { chunkGroups: reused, reuse };
  }
  return {
    chunkGroups: await runWebpack(config, options.reportFile, (compilation, files) =>
      reuse.capture(compilation, files),
    ),
    reuse,
  };
}

function runWebpack(
  config: Configuration,
  reportFile: string | null,
  onDone: (compilation: Compilation, files: ChunkGroupFiles) => void,
): Promise<ChunkGroupFiles> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run(async (error, stats) => {
      try {
        if (error) throw error;
        if (stats!.hasErrors()) {
          const errors = stats!.compilation.errors;
          const text = errors
            .slice(0, 5)
            .map((e) => {
              const where = (e as { module?: { resource?: string } }).module?.resource;
              return (
                (where ? `${path.relative(process.cwd(), where)}: ` : '') +
                cleanWebpackMessage(e.message || String(e.stack ?? e))
              );
            })
            .join('\n\n');
          throw new SiteError(`The client bundle failed to build:\n${text}`);
        }
        if (reportFile) await writeBundleReport(stats!, reportFile);
        // Read the chunk groups directly: stats.toJson() is slow.
        const files: ChunkGroupFiles = new Map();
        for (const [name, group] of stats!.compilation.namedChunkGroups)
          files.set(
            name,
            group.getFiles().filter((f) => !f.endsWith('.map')),
          );
        onDone(stats!.compilation, files);
        compiler.close((closeError) => (closeError ? reject(closeError) : resolve(files)));
      } catch (e) {
        compiler.close(() => reject(e));
      }
    });
  });
}

/** Per chunk, its modules by size: `TESSERA_ANALYZE=1 tessera build` writes it to .tessera/build. */
async function writeBundleReport(stats: Stats, file: string): Promise<void> {
  const json = stats.toJson({
    all: false,
    chunks: true,
    modules: true,
    nestedModules: true,
    cachedModules: true,
    ids: true,
  });
  type StatsModule = {
    name?: string;
    size?: number;
    chunks?: Array<string | number>;
    modules?: StatsModule[];
  };
  const chunkNames = new Map(
    (json.chunks ?? []).map((c) => [c.id, (c.names ?? []).join(',') || String(c.id)]),
  );
  const byChunk = new Map<string, Array<{ name: string; size: number }>>();
  // A concatenated module lists its parts one level down: report the parts.
  const add = (m: StatsModule, chunks: Array<string | number>) => {
    if (m.modules?.length) return m.modules.forEach((inner) => add(inner, chunks));
    for (const id of chunks) {
      const name = chunkNames.get(id) ?? String(id);
      byChunk.set(name, [...(byChunk.get(name) ?? []), { name: m.name ?? '?', size: m.size ?? 0 }]);
    }
  };
  for (const m of (json.modules ?? []) as StatsModule[]) add(m, m.chunks ?? []);
  const report = [...byChunk].map(([name, modules]) => ({
    name,
    size: modules.reduce((n, m) => n + m.size, 0),
    modules: modules.sort((a, b) => b.size - a.size).slice(0, 60),
  }));
  await fs.promises.writeFile(
    file,
    JSON.stringify(
      report.sort((a, b) => b.size - a.size),
      null,
      1,
    ),
  );
  log.info(`Bundle report written to ${file}`);
}

function cleanWebpackMessage(message: string): string {
  return message.replace(/^Module build failed \(from [^)]+\):\n/, '').replace(/\n\s+at .*/g, '');
}

type EsbuildFailure = {
  errors?: Array<{
    text: string;
    location?: { file: string; line: number; column: number; lineText: string } | null;
  }>;
};

function esbuildError(error: EsbuildFailure, scripts: Pick<ContentScripts, 'imports'>): never {
  const first = error.errors?.[0];
  if (!first) throw error;
  const hint = /Could not resolve "@theme\//.test(first.text)
    ? 'No theme provides this component: check the name, or add it to your theme folder (content/theme).'
    : /Could not resolve/.test(first.text)
      ? 'The imported module does not exist: check the path or install the package.'
      : undefined;
  const loc = first.location;
  // An import that fails in the generated registry is reported at the page that imports it.
  const key = loc?.file.endsWith('content-imports.js')
    ? /"(i\w+)":/.exec(loc.lineText)?.[1]
    : undefined;
  const importer = key ? scripts.imports.get(key)?.importedBy : undefined;
  if (importer) {
    const source = fs.readFileSync(importer.file, 'utf8').split('\n');
    const index = source.findIndex(
      (l) => l.includes(`'${importer.specifier}'`) || l.includes(`"${importer.specifier}"`),
    );
    throw new SiteError(`Could not resolve "${importer.specifier}"`, {
      location: { file: importer.file, line: index >= 0 ? index + 1 : undefined },
      frame: index >= 0 ? `> ${index + 1} | ${source[index]}` : undefined,
      hint,
    });
  }
  // Positions inside compiled MDX point into generated code: name the file only.
  const fromMdx = loc?.file.startsWith('mdx:');
  throw new SiteError(first.text, {
    location: loc
      ? fromMdx
        ? { file: loc.file.slice(4) }
        : { file: loc.file, line: loc.line, column: loc.column + 1 }
      : undefined,
    frame: loc ? (fromMdx ? loc.lineText.trim() : `> ${loc.line} | ${loc.lineText}`) : undefined,
    hint,
  });
}

/**
 * Per-route manifests: the webpack chunks of the route component and of what its content
 * imports, then its content and data scripts, minus what the main entry already loads.
 */
function routeManifests(
  chunkGroups: ChunkGroupFiles,
  scripts: ContentScripts,
  site: LoadedSite,
): {
  mainAssets: { js: string[]; css: string[] };
  manifests: Map<string, RouteManifestEntry>;
  serverOnly: Map<string, ServerOnlyModules>;
} {
  const publicPath = site.context.baseUrl;
  const main = (chunkGroups.get('main') ?? []).map((f) => publicPath + f);
  const mainSet = new Set(main);
  const mainAssets = {
    js: main.filter((f) => f.endsWith('.js')),
    css: main.filter((f) => f.endsWith('.css')),
  };
  const importFiles = (key: string) =>
    (chunkGroups.get(scripts.imports.get(key)?.chunkName ?? '') ?? []).map((f) => publicPath + f);
  const manifests = new Map<string, RouteManifestEntry>();
  const serverOnly = new Map<string, ServerOnlyModules>();
  for (const g of site.generated) {
    const componentKey = importKey(g.route.component);
    const files = new Set(importFiles(componentKey));
    const contentScripts = new Set<string>();
    const serverScripts = new Set<string>();
    const refIn =
      (scriptSet: Set<string>) =>
      (spec: string): string => {
        const { file, property } = splitModuleSpec(spec);
        const module = scripts.modules.get(property ? file : spec)!;
        for (const key of module.imports) importFiles(key).forEach((f) => files.add(f));
        if (module.url) scriptSet.add(module.url);
        return property ? `${module.key}#${property}` : module.key;
      };
    const refs = (map: RouteConfig['modules'], ref: (spec: string) => string) =>
      Object.fromEntries(
        Object.entries(map ?? {}).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map(ref) : ref(value),
        ]),
      );
    const modules = refs(g.route.modules, refIn(contentScripts));
    if (g.route.serverModules)
      serverOnly.set(g.id, {
        modules: refs(g.route.serverModules, refIn(serverScripts)),
        js: [...serverScripts],
      });
    const own = [...files].filter((f) => !mainSet.has(f));
    manifests.set(g.id, {
      id: g.id,
      path: g.path,
      js: [...own.filter((f) => f.endsWith('.js')), ...contentScripts],
      css: own.filter((f) => f.endsWith('.css')),
      component: componentKey,
      modules,
      props: g.route.props ?? {},
      ...(g.route.sidebar ? { sidebar: g.route.sidebar } : {}),
      ...(g.route.unlisted ? { unlisted: true } : {}),
    });
  }
  return { mainAssets, manifests, serverOnly };
}

async function copyStatic(
  site: LoadedSite,
  outDir: string,
  assets: Map<string, string>,
): Promise<void> {
  for (const dir of site.context.siteConfig.staticDirectories) {
    const abs = path.resolve(site.context.siteDir, dir);
    if (fs.existsSync(abs))
      // Everything, dotfiles included (`.nojekyll`, `.well-known/`), as Docusaurus copies it.
      await fs.promises.cp(abs, outDir, { recursive: true, dereference: false });
  }
  for (const [source, url] of assets) {
    const target = path.join(outDir, url.slice(site.context.baseUrl.length));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(source, target);
  }
}

async function swapInto(tmpOut: string, finalOut: string): Promise<void> {
  const old = `${finalOut}.old-${process.pid}`;
  const hadOld = fs.existsSync(finalOut);
  if (hadOld) await fs.promises.rename(finalOut, old);
  await fs.promises.rename(tmpOut, finalOut);
  if (hadOld) await fs.promises.rm(old, { recursive: true, force: true });
}

export function printBuildSummary(result: BuildResult, seconds: number): void {
  log.success(
    `Built ${result.pages} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${seconds.toFixed(1)} s.`,
  );
}
