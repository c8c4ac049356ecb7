// Collection plugin: a JSON or YAML list of entries becomes a list page and, optionally, one
// page per entry. Every entry is checked for the fields the site requires, so a data file with a
// missing field fails with the file, the entry and the field to add.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import { SiteError, lineContaining, pluginRouteBase } from '@tessera/core/node';

const optionsSchema = z
  .object({
    id: z.string(),
    data: z.string(),
    routeBasePath: z.string(),
    listComponent: z.string(),
    itemComponent: z.string().optional(),
    requiredFields: z.array(z.string()).default(['slug']),
    slugField: z.string().default('slug'),
    /** Extra list pages under the base path, e.g. { add: '@theme/ShowcaseAddPage' }. */
    extraPages: z.record(z.string(), z.string()).default({}),
  })
  .strict();

type Options = z.output<typeof optionsSchema>;
export type CollectionEntry = Record<string, unknown>;

export function loadEntries(file: string): CollectionEntry[] {
  if (!fs.existsSync(file))
    throw new SiteError(`The data file ${file} does not exist.`, {
      hint: 'Create it or fix the `data` option of the collection.',
    });
  const text = fs.readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : yaml.load(text);
  } catch (error) {
    throw new SiteError(
      `The data file is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`,
      { location: { file } },
    );
  }
  if (!Array.isArray(data))
    throw new SiteError('The data file must contain a list of entries.', { location: { file } });
  return data as CollectionEntry[];
}

export function checkEntries(
  entries: CollectionEntry[],
  options: Pick<Options, 'requiredFields' | 'slugField'>,
  file: string,
): void {
  const slugs = new Set<string>();
  entries.forEach((entry, index) => {
    const name =
      typeof entry?.[options.slugField] === 'string' ? ` ("${entry[options.slugField]}")` : '';
    for (const field of options.requiredFields) {
      const value = entry?.[field];
      if (value === undefined || value === null || value === '') {
        const slug = entry?.[options.slugField];
        throw new SiteError(`Entry ${index + 1}${name} has no "${field}".`, {
          location: {
            file,
            line: typeof slug === 'string' ? lineContaining(file, JSON.stringify(slug)) : undefined,
          },
          hint: `Add "${field}" to that entry. Every entry needs: ${options.requiredFields.join(', ')}.`,
        });
      }
    }
    const slug = String(entry[options.slugField] ?? '');
    if (slug && slugs.has(slug))
      throw new SiteError(`Two entries have the ${options.slugField} "${slug}".`, {
        location: { file },
      });
    slugs.add(slug);
  });
}

const collectionPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<CollectionEntry[]> => {
  const file = path.resolve(context.siteDir, options.data);
  const base = pluginRouteBase(context.baseUrl, options.routeBasePath);
  return {
    name: 'tessera-plugin-collection',
    getPathsToWatch: () => [file],
    loadContent() {
      const entries = loadEntries(file);
      checkEntries(entries, options, file);
      return entries;
    },
    async contentLoaded({ content, actions }) {
      const summary = { basePath: base, id: options.id, items: content };
      const items = await actions.createData('items.json', summary);
      actions.addRoute({
        path: `${base}/`,
        component: options.listComponent,
        exact: true,
        modules: { collection: items },
      });
      for (const [sub, component] of Object.entries(options.extraPages)) {
        actions.addRoute({
          path: `${base}/${sub}`,
          component,
          exact: true,
          modules: { collection: items },
        });
      }
      if (options.itemComponent) {
        for (const entry of content) {
          const slug = String(entry[options.slugField]);
          actions.addRoute({
            path: `${base}/${slug}`,
            component: options.itemComponent,
            exact: true,
            modules: {
              item: await actions.createData(`item-${slug}.json`, { basePath: base, item: entry }),
            },
          });
        }
      }
    },
  };
};

collectionPlugin.optionsSchema = optionsSchema;
export default collectionPlugin;
