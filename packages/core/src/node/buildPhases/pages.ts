// The page phases: route manifests and static files written, every page rendered (or kept from
// the previous build when nothing it depends on changed), and the links between pages checked.
import fs from 'node:fs';
import path from 'node:path';
import { parentFolderMaker, writeOrLinkSync } from '../outputFiles';
import { RenderThreads, type PageTask } from '../render/pool';
import { RenderCache } from '../render/cache';
import { checkLinks, formatLinkList } from '../links';
import { SiteError } from '../errors';
import { log, report } from '../logger';
import type { LoadedSite } from '../site';
import { htmlFileForRoute, routeManifestFile } from '../../shared/paths';
import { routeManifests } from './manifests';
import { collectGarbage } from './memory';
import type { BuildPhase, BuildRun } from './run';

export const writeAssets: BuildPhase = {
  name: 'assets',
  async run(build) {
    const { context } = build.site;
    Object.assign(build, routeManifests(build.chunkGroups, build.scripts, build.site));
    build.progress.counter('route manifest|manifests').add(build.manifests.size);
    const makeFolder = parentFolderMaker();
    for (const m of build.manifests.values()) {
      const name = routeManifestFile(m.path, context.baseUrl);
      const file = path.join(build.tmpOut, name);
      makeFolder(file);
      writeOrLinkSync(file, JSON.stringify(m), path.join(build.finalOut, name));
    }
    await copyStatic(build.site, build.tmpOut, build.mdx.assets);
  },
};

export const render: BuildPhase = {
  name: 'render',
  async run(build) {
    const { context } = build.site;
    build.tasks = pageTasks(build);
    const renderOptions = {
      htmlTags: build.site.htmlTags,
      mainAssets: build.mainAssets,
      noIndex: context.siteConfig.noIndex,
      baseUrlIssueBanner: context.siteConfig.baseUrlIssueBanner,
      scriptLoading: context.siteConfig.scriptLoading,
    };
    build.renderIndex = path.join(context.cacheDir, `render-${path.basename(build.finalOut)}.json`);
    const threads = new RenderThreads({
      serverBundle: build.serverBundle,
      outDir: build.tmpOut,
      baseUrl: context.baseUrl,
      ...renderOptions,
    });
    try {
      build.renderCache = await RenderCache.open(build.renderIndex, build.finalOut, {
        serverBundle: build.serverBundle,
        shared: renderOptions,
      });
      const { reused, rendered } = await keepOrRender(build, threads);
      if (reused)
        log.info(
          `Rendered ${plural(rendered, 'page')}; ${plural(reused, 'unchanged page')} kept from the previous build.`,
        );
    } finally {
      await threads.stop();
    }
    throwFirstRenderFailure(build);
  },
};

/** Links the pages that did not change from the previous output and renders the others. */
async function keepOrRender(
  build: BuildRun,
  threads: RenderThreads,
): Promise<{ reused: number; rendered: number }> {
  const { reused, toRender } = build.renderCache.reuse(build.tasks, build.tmpOut);
  const renderedCount = build.progress.counter('page|pages rendered', toRender.length);
  build.progress.counter('kept from the previous build').add(reused.length);
  build.results = [...reused];
  const taskOfPath = new Map(toRender.map((task) => [task.path, task]));
  // The main thread idles while the threads render: shed what earlier phases left first. A
  // few pages (a warm build) add little beside it, and the collection took 0.1-0.2 s.
  if (toRender.length > FEW_PAGES) collectGarbage();
  if (toRender.length)
    await threads.render(toRender, (results) => {
      // Interned as they arrive: the strings of a batch are garbage once it is recorded.
      for (const result of results) {
        const page = build.renderCache.record(taskOfPath.get(result.path)!, result);
        build.results.push(result.error ? { ...page, error: result.error } : page);
      }
      renderedCount.add(results.length);
    });
  return { reused: reused.length, rendered: toRender.length };
}

export const checkSiteLinks: BuildPhase = {
  name: 'links',
  async run(build) {
    const { siteConfig } = build.site.context;
    const routePaths = new Set(build.site.generated.map((g) => g.path));
    // Against the whole output: a locale's page may link to a file of the default locale's.
    const problems = checkLinks(
      build.results,
      build.renderCache.links,
      routePaths,
      build.output.tmpOut!,
      build.output.baseUrl,
    );
    build.progress.counter('link|links checked').add(problems.checked);
    if (problems.brokenLinks.length)
      report(
        siteConfig.onBrokenLinks,
        new SiteError(
          `Broken links found (page -> link):\n${formatLinkList(problems.brokenLinks)}`,
          {
            // Only a build that stops is told how to go on.
            hint:
              siteConfig.onBrokenLinks === 'throw'
                ? `Fix the links, or set onBrokenLinks in ${path.basename(build.site.context.siteConfigPath)} to "warn" while you work.`
                : 'Fix the links.',
          },
        ),
      );
    if (problems.brokenAnchors.length)
      report(
        siteConfig.onBrokenAnchors,
        new SiteError(
          `Broken anchors found (page -> link):\n${formatLinkList(problems.brokenAnchors)}`,
          { hint: 'The target page has no heading or element with that id.' },
        ),
      );
  },
};

function pageTasks(build: BuildRun): PageTask[] {
  const { context } = build.site;
  return build.site.generated.map((g) => ({
    id: g.id,
    path: g.path,
    htmlFile:
      g.path === context.baseUrl + '404'
        ? '404.html'
        : htmlFileForRoute(g.path, context.baseUrl, context.siteConfig.trailingSlash),
    manifest: build.manifests.get(g.id)!,
    ...(build.serverOnly.has(g.id) ? { serverOnly: build.serverOnly.get(g.id) } : {}),
  }));
}

function throwFirstRenderFailure(build: BuildRun): void {
  const failed = build.results.filter((r) => r.error);
  if (!failed.length) return;
  const first = failed[0]!;
  const route = build.site.routes.find((r) => r.path === first.path || r.path === first.path + '/');
  const file = route?.modules?.content;
  throw new SiteError(
    `Rendering ${first.path} failed: ${first.error!.message}${failed.length > 1 ? ` (and ${failed.length - 1} more pages failed)` : ''}`,
    {
      location: { file: typeof file === 'string' ? file : undefined },
      hint: 'A component on this page threw while rendering on the server. Code that needs the browser (window, document) belongs in useEffect or <BrowserOnly>.',
    },
  );
}

/** Below this many pages to render, the main thread's garbage can wait for V8. */
const FEW_PAGES = 50;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
