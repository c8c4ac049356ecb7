// Reading the docs pages for the machine checks in test/docs: front matter, fenced code blocks,
// the names a page documents (tables and `### \`name\`` headings under ## Options / ## Props /
// ## Parameters / ## Arguments / ## Return value) and the "Available from" cells of its tables.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(ROOT, 'content/docs');

/** Every file under `dir` whose name ends with one of `extensions`, as paths relative to `dir` with '/' separators, sorted. */
export function listFiles(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
        out.push(child);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out.sort();
}

export interface ApiFrontMatter {
  package: string;
  export: string;
}

export interface DocPage {
  /** Path relative to content/docs, e.g. `api/lambda/render-media-on-lambda.mdx`. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** The `api:` front matter when the page opted in to the option check (or an error why it is malformed). */
  api: ApiFrontMatter | { error: string } | null;
  /** The page without its front matter, and the 1-based line number its first line has in the file. */
  body: string;
  bodyLine: number;
}

export function readDocPage(file: string, dir = DOCS_DIR): DocPage {
  const source = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  let frontMatter: Record<string, unknown> = {};
  if (match) {
    try {
      const parsed = yaml.load(match[1]!);
      if (parsed && typeof parsed === 'object') frontMatter = parsed as Record<string, unknown>;
    } catch {
      // A broken front matter is the build's business; here the page simply has none.
    }
  }
  const body = match ? source.slice(match[0].length) : source;
  const bodyLine = match ? match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0) + 1 : 1;
  return { file, frontMatter, api: apiOf(frontMatter), body, bodyLine };
}

function apiOf(frontMatter: Record<string, unknown>): DocPage['api'] {
  if (!('api' in frontMatter)) return null;
  const api = frontMatter.api as Record<string, unknown> | null;
  if (!api || typeof api !== 'object')
    return { error: '`api:` must be an object with `package` and `export`' };
  if (typeof api.package !== 'string' || typeof api.export !== 'string') {
    return {
      error:
        '`api:` needs `package` (an import specifier) and `export` (an exported name), both strings',
    };
  }
  return { package: api.package, export: api.export };
}

export interface CodeBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
}

export interface ProseLine {
  text: string;
  line: number;
}

/** Splits a page body into fenced code blocks and the lines outside them. */
export function splitBody(page: DocPage): { blocks: CodeBlock[]; prose: ProseLine[] } {
  const lines = page.body.split('\n');
  const blocks: CodeBlock[] = [];
  const prose: ProseLine[] = [];
  let open: { fence: string; lang: string; line: number; code: string[] } | null = null;
  lines.forEach((text, i) => {
    const line = page.bodyLine + i;
    const fence = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(text);
    if (!open) {
      if (fence) open = { fence: fence[1]!, lang: fence[2]!.toLowerCase(), line, code: [] };
      else prose.push({ text, line });
      return;
    }
    const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(text);
    if (closing && closing[1]![0] === open.fence[0] && closing[1]!.length >= open.fence.length) {
      blocks.push({ lang: open.lang, code: open.code.join('\n'), line: open.line });
      open = null;
    } else {
      open.code.push(text);
    }
  });
  return { blocks, prose };
}

/** Splits a Markdown table row into its cells (`\|` is an escaped pipe, not a separator). */
export function tableCells(row: string): string[] {
  let inner = row.trim();
  if (inner.startsWith('|')) inner = inner.slice(1);
  if (inner.endsWith('|') && !inner.endsWith('\\|')) inner = inner.slice(0, -1);
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const SEPARATOR_ROW = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

export interface Table {
  header: string[];
  rows: { cells: string[]; line: number }[];
  line: number;
}

/** The tables among consecutive prose lines (a header row, a `| --- |` row, then body rows). */
export function tablesIn(prose: readonly ProseLine[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i + 1 < prose.length; i++) {
    const head = prose[i]!;
    const separator = prose[i + 1]!;
    if (
      !head.text.trim().startsWith('|') ||
      !SEPARATOR_ROW.test(separator.text) ||
      separator.line !== head.line + 1
    )
      continue;
    const table: Table = { header: tableCells(head.text), rows: [], line: head.line };
    let j = i + 2;
    for (
      ;
      j < prose.length &&
      prose[j]!.text.trim().startsWith('|') &&
      prose[j]!.line === prose[j - 1]!.line + 1;
      j++
    ) {
      table.rows.push({ cells: tableCells(prose[j]!.text), line: prose[j]!.line });
    }
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

/**
 * The names in a first-column cell or a heading: every backticked token, reduced to its leading
 * identifier (`` `codec` `` → codec, `` `outName?` `` → outName, `` `onProgress()` `` → onProgress,
 * `` `webhook.url` `` → webhook). A cell may name several options (`` `audioBitrate` / `videoBitrate` ``).
 */
export function backtickedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    // `<Player>`, `<TransitionSeries.Sequence>`: a component, not an option or prop name.
    if (match[1]!.trim().startsWith('<')) continue;
    const identifier = /^\s*([A-Za-z_$][\w$]*)/.exec(match[1]!);
    if (identifier) names.push(identifier[1]!);
  }
  return names;
}

export type SectionKind = 'options' | 'return';

export interface DocumentedName {
  name: string;
  line: number;
  section: string;
}

const OPTION_SECTIONS = /^(options|props|parameters|arguments)$/i;
const TYPE_SECTIONS = /^(options|props|parameters|arguments|fields|properties)$/i;
const RETURN_SECTIONS = /^return value$/i;

function headingOf(text: string): { level: number; title: string } | null {
  const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text);
  return match ? { level: match[1]!.length, title: match[2]!.replace(/:$/, '').trim() } : null;
}

/**
 * The names a page documents in its option sections (`## Options`, `## Props`, `## Parameters`,
 * `## Arguments`; for a page about a type also `## Fields` and `## Properties`) or its
 * `## Return value` section: the backticked first-column cells of its tables and its backticked
 * sub-headings (`### \`name\``). What sits below a backticked sub-heading describes that one
 * name (its fields, its accepted values) and is not read as further names.
 */
export function documentedNames(
  prose: readonly ProseLine[],
  kind: SectionKind,
  options: { typePage?: boolean } = {},
): DocumentedName[] {
  const sectionPattern =
    kind === 'return' ? RETURN_SECTIONS : options.typePage ? TYPE_SECTIONS : OPTION_SECTIONS;
  const names: DocumentedName[] = [];
  let section: string | null = null;
  // Heading levels (within the section) of backticked sub-headings that are still open.
  let namedDepth: number | null = null;
  let chunk: ProseLine[] = [];
  const flush = () => {
    if (section !== null && namedDepth === null) {
      for (const table of tablesIn(chunk)) {
        for (const row of table.rows) {
          for (const name of backtickedNames(row.cells[0] ?? ''))
            names.push({ name, line: row.line, section });
        }
      }
    }
    chunk = [];
  };
  for (const line of prose) {
    const heading = headingOf(line.text);
    if (!heading) {
      chunk.push(line);
      continue;
    }
    flush();
    if (heading.level <= 2) {
      section = heading.level === 2 && sectionPattern.test(heading.title) ? heading.title : null;
      namedDepth = null;
      continue;
    }
    if (section === null) continue;
    if (namedDepth !== null && heading.level > namedDepth) continue;
    namedDepth = null;
    // A sub-heading that starts with a backticked name documents that name, and what follows it
    // describes that one name; one that starts with a backticked component (`<Foo.Bar>`) is about
    // another component, whose props are not this page's.
    const title = heading.title.trim();
    if (title.startsWith('`')) {
      for (const name of backtickedNames(title)) names.push({ name, line: line.line, section });
      namedDepth = heading.level;
    }
  }
  flush();
  return names;
}

export interface AvailableFromCell {
  value: string;
  line: number;
}

/** Every cell of an "Available from" column, in any table of the page. */
export function availableFromCells(prose: readonly ProseLine[]): AvailableFromCell[] {
  const cells: AvailableFromCell[] = [];
  for (const table of tablesIn(prose)) {
    const column = table.header.findIndex((cell) =>
      /^available\s+from$/i.test(cell.replace(/[*_]/g, '').trim()),
    );
    if (column < 0) continue;
    for (const row of table.rows) cells.push({ value: row.cells[column] ?? '', line: row.line });
  }
  return cells;
}

/** "all", "later v4.0" and the like: values an "Available from" cell may not have (the docs brief: a version, or – when unknown). */
export function isForbiddenAvailableFrom(value: string): boolean {
  const text = value.replace(/[`*_]/g, '').trim().toLowerCase();
  return text === 'all' || /\blater\s+v?4(\.0)?\b/.test(text);
}
