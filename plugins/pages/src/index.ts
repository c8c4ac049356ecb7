// Pages plugin: every React (.tsx/.jsx) or Markdown (.md/.mdx) file under the pages folder
// becomes a route; the file path is the URL. Files and folders starting with `_` are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import {
  SiteError,
  parseFrontMatterFile,
  markdownPluginOptions,
  markdownPluginsFor,
  listFilesRecursively,
  toPosixPath,
  pluginRouteBase,
  pluginTranslationDir,
} from '@tessera/core/node';

const optionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('content/pages'),
    routeBasePath: z.string().default('/'),
    include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
    exclude: z.array(z.string()).default([]),
    ...markdownPluginOptions,
  })
  .strict();

type Options = z.output<typeof optionsSchema>;

export interface PageEntry {
  file: string;
  route: string;
  type: 'jsx' | 'mdx';
  frontMatter?: Record<string, unknown>;
}

const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/;
const IGNORED = /(^_|\.test\.|\.spec\.|\.d\.ts$|\.module\.css$|^styles?\.)/;

function listPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return listFilesRecursively(dir, (name) => IGNORED.test(name) || name === 'node_modules')
    .filter((file) => PAGE_FILE.test(path.basename(file)))
    .sort();
}

export function routeForFile(relative: string, routeBasePath: string, baseUrl: string): string {
  const noExt = toPosixPath(relative.replace(PAGE_FILE, ''));
  const route =
    noExt === 'index' ? '' : noExt.endsWith('/index') ? noExt.slice(0, -'index'.length) : noExt;
  // With a valid base URL (it starts with `/`), the same as joining the base URL, the
  // routeBasePath and the route with single slashes.
  return (pluginRouteBase(baseUrl, routeBasePath) + '/' + route).replace(/\/{2,}/g, '/');
}

const HAS_DEFAULT_EXPORT = /export\s+default\b|export\s*\{[^}]*\bas\s+default\b[^}]*\}/;

const pagesPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<PageEntry[]> => {
  const dir = path.resolve(context.siteDir, options.path);
  // The current locale's translated pages: a file there replaces the one at the same path.
  const localizedDir = pluginTranslationDir(
    context.localizationDir,
    'tessera-plugin-pages',
    options.id,
  );
  return {
    name: 'tessera-plugin-pages',
    getMarkdownPlugins: () => markdownPluginsFor([dir, localizedDir], options),
    getTranslatedContentPaths: () => [{ original: dir, translated: localizedDir }],
    getPathsToWatch: () => [dir, localizedDir],
    async loadContent() {
      return listPages(dir).map((original) => {
        const relative = path.relative(dir, original);
        const route = routeForFile(relative, options.routeBasePath, context.baseUrl);
        const translated = path.join(localizedDir, relative);
        const file = fs.existsSync(translated) ? translated : original;
        if (/\.mdx?$/.test(file))
          return { file, route, type: 'mdx' as const, frontMatter: parseFrontMatterFile(file) };
        const source = fs.readFileSync(file, 'utf8');
        if (!HAS_DEFAULT_EXPORT.test(source)) {
          throw new SiteError(
            `The page component at ${route} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
            { location: { file } },
          );
        }
        return { file, route, type: 'jsx' as const };
      });
    },
    async contentLoaded({ content, actions }) {
      for (const page of content) {
        if (page.type === 'jsx') {
          actions.addRoute({ path: page.route, component: page.file, exact: true });
        } else {
          if (page.frontMatter?.draft === true && !context.isDev) continue;
          actions.addRoute({
            path: page.route,
            component: '@theme/MDXPage',
            exact: true,
            modules: { content: page.file },
            unlisted: page.frontMatter?.unlisted === true,
            metadata: { sourceFilePath: page.file, draft: page.frontMatter?.draft === true },
          });
        }
      }
    },
  };
};
pagesPlugin.optionsSchema = optionsSchema;

export default pagesPlugin;
