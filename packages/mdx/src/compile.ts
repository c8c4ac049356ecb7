import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeSlug from 'rehype-slug';
import { rehypeHighlight } from './highlight';
import { VFile } from 'vfile';
import { parseFrontMatter, FrontMatterError } from './frontMatter';
import { preprocess, TRUNCATE_MARKER } from './preprocess';
import { findTooDeepNesting, MAX_NESTING_DEPTH } from './nesting';
import { findImportCycle } from './importCycles';
import { fileNameProblem, FILE_NAME_HINT } from './fileName';
import { shownPath } from './shownPath';
import { MdxCompileError } from './compileError';

export { MdxCompileError };
import {
  remarkAdmonitions,
  remarkHeadings,
  remarkCodeMeta,
  remarkDetailsComponent,
  remarkLinksAndImages,
  rehypeToc,
  pipelineData,
  type PipelineData,
} from './plugins';

export interface CompileInput {
  filePath: string;
  source: string;
  /** Absolute path of a Markdown file -> its URL, for relative `.md` links. */
  permalinks: Record<string, string>;
  baseUrl: string;
  /** Compile only what comes before the truncate marker (blog list previews). */
  truncated?: boolean;
  /** The content folder (docs root) the file belongs to: Markdown links may start from it. */
  contentRoot?: string;
  /** The site folder: `/…` and `@site/…` links and images start from it. */
  siteDir?: string;
  /**
   * The site's own remark/rehype plugins for this file (Docusaurus' plugin options). Functions
   * cannot cross to a compile thread: a file with plugins is compiled where they were loaded.
   */
  plugins?: MarkdownPlugins;
  /** Identifies `plugins` in the cache key (their source and options). */
  pluginsKey?: string;
}

/** unified plugin entries: a function, or `[function, options]` (an ES module's default too). */
export type PluginEntries = unknown[];

export interface MarkdownPlugins {
  beforeDefaultRemarkPlugins?: PluginEntries;
  remarkPlugins?: PluginEntries;
  beforeDefaultRehypePlugins?: PluginEntries;
  rehypePlugins?: PluginEntries;
}

export interface CompileOutput extends Omit<PipelineData, 'toc'> {
  code: string;
  frontMatter: Record<string, unknown>;
  toc: PipelineData['toc'];
}

/** One processor per thread (and per set of site plugins): building one costs more than a small page. */
let processor: ReturnType<typeof createProcessor> | undefined;
const processorsWithPlugins = new WeakMap<MarkdownPlugins, ReturnType<typeof createProcessor>>();

function mdxProcessor(plugins?: MarkdownPlugins): ReturnType<typeof createProcessor> {
  if (!plugins) return (processor ??= createMdxProcessor({}));
  let withPlugins = processorsWithPlugins.get(plugins);
  if (!withPlugins) processorsWithPlugins.set(plugins, (withPlugins = createMdxProcessor(plugins)));
  return withPlugins;
}

/** The pipeline, with the site's plugins before and after the defaults, as Docusaurus orders them. */
function createMdxProcessor(plugins: MarkdownPlugins): ReturnType<typeof createProcessor> {
  const own = (entries: PluginEntries | undefined) => (entries ?? []).map(pluginEntry) as never[];
  return createProcessor({
    format: 'mdx',
    providerImportSource: '@mdx-js/react',
    development: false,
    remarkPlugins: [
      ...own(plugins.beforeDefaultRemarkPlugins),
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkHeadings,
      remarkCodeMeta,
      remarkDetailsComponent,
      remarkLinksAndImages,
      ...own(plugins.remarkPlugins),
    ],
    rehypePlugins: [
      ...own(plugins.beforeDefaultRehypePlugins),
      rehypeSlug,
      rehypeToc,
      rehypeHighlight,
      ...own(plugins.rehypePlugins),
    ],
  });
}

/** `require('x')` of an ES module plugin gives `{default: plugin}`: unwrap it, in a tuple too. */
function pluginEntry(entry: unknown): unknown {
  const unwrap = (value: unknown) =>
    value && typeof value === 'object' && 'default' in value
      ? (value as { default: unknown }).default
      : value;
  return Array.isArray(entry) ? [unwrap(entry[0]), ...entry.slice(1)] : unwrap(entry);
}

function parseSource(input: CompileInput): ReturnType<typeof parseFrontMatter> {
  const nameProblem = fileNameProblem(input.filePath);
  if (nameProblem)
    throw new MdxCompileError(nameProblem, input.filePath, undefined, undefined, FILE_NAME_HINT);
  try {
    return parseFrontMatter(input.source);
  } catch (error) {
    if (error instanceof FrontMatterError)
      throw new MdxCompileError(error.message, input.filePath, error.line, 1);
    throw error;
  }
}

/** Refuses, before parsing, what the parser and the renderer would take minutes or forever on. */
function assertCompilable(input: CompileInput, body: string): void {
  const tooDeep = findTooDeepNesting(body);
  if (tooDeep)
    throw new MdxCompileError(
      `Lists and block quotes are nested more than ${MAX_NESTING_DEPTH} levels deep here.`,
      input.filePath,
      tooDeep.line,
      1,
      `Flatten the nesting: at most ${MAX_NESTING_DEPTH} levels can be compiled and rendered.`,
    );
  const cycle = findImportCycle(input.filePath, body);
  if (cycle) {
    const [, ...others] = cycle.chain.map(shownPath);
    throw new MdxCompileError(
      `This file imports ${others.join(', which imports ')}: MDX files that import each other would render each other without end.`,
      input.filePath,
      cycle.line,
      1,
      'Remove one of the imports; move what the pages share into a file that imports neither.',
    );
  }
}

/** Compiles one Markdown/MDX file to an ES module exporting the content plus frontMatter/toc/contentTitle. */
export async function compile(input: CompileInput): Promise<CompileOutput> {
  const parsed = parseSource(input);
  assertCompilable(input, parsed.body);
  let body = preprocess(parsed.body);
  if (input.truncated) {
    const m = TRUNCATE_MARKER.exec(body);
    if (m) body = body.slice(0, m.index);
  }
  const file = new VFile({
    path: input.filePath,
    value: body,
    data: {
      links: {
        filePath: input.filePath,
        permalinks: input.permalinks,
        baseUrl: input.baseUrl,
        contentRoot: input.contentRoot,
        siteDir: input.siteDir,
      },
    },
  });
  let result;
  try {
    result = await mdxProcessor(input.plugins).process(file);
  } catch (error) {
    const e = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    // Some parser errors carry the position only in their text, e.g. "... (3:1-3:6)".
    const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(e.reason ?? e.message);
    const line = e.line ?? place?.line ?? (fromText ? Number(fromText[1]) : undefined);
    const column = e.column ?? place?.column ?? (fromText ? Number(fromText[2]) : undefined);
    throw new MdxCompileError(
      (e.reason ?? e.message).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)\s*$/, ''),
      input.filePath,
      line,
      column,
    );
  }
  const data = pipelineData(file);
  const exports = [
    `export const frontMatter = ${JSON.stringify(parsed.frontMatter)};`,
    `export const toc = ${JSON.stringify(data.toc)};`,
    `export const contentTitle = ${JSON.stringify(data.contentTitle ?? null)};`,
    `export const hasTruncateMarker = ${TRUNCATE_MARKER.test(preprocess(parsed.body))};`,
  ];
  return {
    code: String(result.value) + '\n' + exports.join('\n') + '\n',
    frontMatter: parsed.frontMatter,
    toc: data.toc,
    assets: data.assets,
    brokenMarkdownLinks: data.brokenMarkdownLinks,
    missingImages: data.missingImages,
    contentTitle: data.contentTitle,
  };
}
