// The last phases: plugins' postBuild (sitemaps, feeds, search index) writes into the finished
// output, the output is swapped into place, and the caches that describe it are saved. From the
// swap on, the build has succeeded: a cache that cannot be saved is a warning, not a failure.
import fs from 'node:fs';
import path from 'node:path';
import { SiteError } from '../errors';
import { posixRelative } from '../paths';
import { log } from '../logger';
import { allSettledOrThrow } from './settle';
import { swapIntoPlace, trashDirOf } from './output';
import type { BuildPhase, BuildRun } from './run';

export const runPostBuild: BuildPhase = {
  name: 'postBuild',
  async run(build) {
    const { context } = build.site;
    const pages = new Map(build.tasks.map((task) => [task.path, task.htmlFile]));
    const routesPaths = build.site.routes.map((route) => route.path);
    const plugins = build.site.plugins.map(({ name, options, content }) => ({
      name,
      options,
      content,
    }));
    const withPostBuild = build.site.plugins.filter((p) => p.plugin.postBuild);
    const done = build.progress.counter('postBuild hook|hooks', withPostBuild.length);
    // All at once, as in Docusaurus.
    await allSettledOrThrow(
      withPostBuild.map((p) =>
        Promise.resolve(
          p.plugin.postBuild?.({
            outDir: build.tmpOut,
            content: p.content,
            routes: build.site.routes,
            siteConfig: context.siteConfig,
            pages,
            previousOutDir: build.finalOut,
            routesPaths,
            baseUrl: context.baseUrl,
            plugins,
          }),
        ).then(
          () => done.add(),
          (error) => {
            throw explainOutputCollision(error, build, p.name) ?? error;
          },
        ),
      ),
    );
  },
};

/** Run once, after every locale: the output of all of them is swapped in at once. */
export const swapOutput: BuildPhase = {
  name: 'swap',
  async run(build) {
    // The render indexes and the bundle records describe the output they sit next to: never
    // let them outlive a swap.
    for (const run of build.output.runs ?? [build]) {
      await fs.promises.rm(run.renderIndex, { force: true });
      await fs.promises.rm(run.bundleRecord, { force: true });
    }
    await swapIntoPlace(
      build.output.tmpOut!,
      build.output.finalOut!,
      trashDirOf(build.site.context.siteDir),
    );
  },
};

export const saveCaches: BuildPhase = {
  name: 'caches',
  async run(build) {
    try {
      await build.renderCache.save();
      await build.clientReuse?.save();
      await build.mdx.close({ fold: true });
    } catch (error) {
      log.warn(
        `The site was built, but its caches could not be saved (${describeFsError(error)}). The next build starts cold.`,
      );
    }
  },
};

/**
 * A plugin writing a file where a page's folder already is (a page at `/blog/rss.xml` and the
 * blog's feed), or the reverse: name both owners instead of a bare EISDIR.
 */
function explainOutputCollision(
  error: unknown,
  build: BuildRun,
  pluginName: string,
): SiteError | undefined {
  const { code, path: failedPath } = error as NodeJS.ErrnoException;
  if (!failedPath || !['EISDIR', 'ENOTDIR', 'EEXIST'].includes(code ?? '')) return undefined;
  const relative = posixRelative(build.tmpOut, failedPath);
  if (relative.startsWith('..')) return undefined;
  const task = build.tasks.find(
    (t) => t.htmlFile.startsWith(relative + '/') || relative.startsWith(t.htmlFile + '/'),
  );
  const route = task && build.site.routes.find((r) => r.path === task.path);
  const file = route?.modules?.content;
  const owner = typeof file === 'string' ? path.relative(process.cwd(), file) : task?.path;
  return new SiteError(
    `The plugin "${pluginName}" writes ${relative}, but ${owner ? `the page ${owner} (route ${task!.path})` : 'another page'} already uses that path in the output.`,
    {
      hint: 'Rename the page (or give it another `slug`), or change the plugin option that names this file.',
    },
  );
}

function describeFsError(error: unknown): string {
  const { code, path: where, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOSPC') return `the disk is full${where ? ` at ${where}` : ''}`;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM')
    return `${where ?? 'the cache folder'} is read-only`;
  return message;
}
