import yaml from 'js-yaml';

export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export interface ParsedSource {
  frontMatter: Record<string, unknown>;
  /** The body, with the front matter replaced by blank lines so line numbers stay true. */
  body: string;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;
/** Editors on Windows may save one; it would hide the `---` that opens the front matter. */
const BYTE_ORDER_MARK = /^\uFEFF/;

/**
 * How many values the front matter may reach through YAML aliases (`*name`) beyond those
 * written out. js-yaml shares an aliased value instead of copying it, so parsing stays cheap,
 * but everything after it (JSON for the page, validation) copies: 600 bytes of nested aliases
 * became gigabytes there.
 */
export const MAX_ALIAS_EXPANSION = 10_000;

/** Splits YAML front matter from a Markdown/MDX source. */
export function parseFrontMatter(source: string): ParsedSource {
  const text = source.replace(BYTE_ORDER_MARK, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: {}, body: text };
  const yamlText = match[1]!;
  const data = loadYaml(yamlText);
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new FrontMatterError('Front matter must be a YAML mapping (key: value lines).', 2);
  }
  if (expandsBeyond(data, MAX_ALIAS_EXPANSION)) {
    throw new FrontMatterError(
      `Front matter expands to more than ${MAX_ALIAS_EXPANSION} values through YAML aliases (*name).`,
      firstAliasLine(yamlText) + 1,
    );
  }
  const blank = match[0].replace(/[^\n]/g, '');
  return {
    frontMatter: data as Record<string, unknown>,
    body: blank + text.slice(match[0].length),
  };
}

function loadYaml(text: string): unknown {
  try {
    return yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {};
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new FrontMatterError(`Front matter is not valid YAML: ${reason}`, (mark?.line ?? 0) + 2);
  }
}

/**
 * True when copying every alias out (as JSON does) would add more than `limit` values to those
 * written out. Stops as soon as it knows, so a bomb costs no more than the limit.
 */
function expandsBeyond(value: unknown, limit: number): boolean {
  const seen = new Set<object>();
  let copies = 0;
  const stack: Array<{ value: unknown; inCopy: boolean }> = [{ value, inCopy: false }];
  while (stack.length) {
    const current = stack.pop()!;
    const isObject = typeof current.value === 'object' && current.value !== null;
    // A value met a second time is an alias: it and everything below it are copies.
    const inCopy = current.inCopy || (isObject && seen.has(current.value as object));
    if (inCopy && ++copies > limit) return true;
    if (!isObject) continue;
    seen.add(current.value as object);
    for (const child of Object.values(current.value as object))
      stack.push({ value: child, inCopy });
  }
  return false;
}

/** The 1-based line of the front matter text where the first alias or anchor appears. */
function firstAliasLine(yamlText: string): number {
  const index = yamlText.split('\n').findIndex((line) => /(^|[\s[{,:-])[*&][^\s,\]}]/.test(line));
  return index === -1 ? 1 : index + 1;
}

/** The text of the first `# heading` of a Markdown body, if any. */
export function firstHeading(body: string): string | undefined {
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^#\s+(.+?)\s*(\{#[^}]+\})?\s*#*\s*$/.exec(line);
    if (m) return m[1]!.replace(/[`*_]/g, '');
  }
  return undefined;
}
