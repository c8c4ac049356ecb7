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

/** Splits YAML front matter from a Markdown/MDX source. */
export function parseFrontMatter(source: string): ParsedSource {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  let data: unknown;
  try {
    data = yaml.load(match[1]!, { schema: yaml.JSON_SCHEMA }) ?? {};
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new FrontMatterError(`Front matter is not valid YAML: ${reason}`, (mark?.line ?? 0) + 2);
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new FrontMatterError('Front matter must be a YAML mapping (key: value lines).', 2);
  }
  const blank = match[0].replace(/[^\n]/g, '');
  return {
    frontMatter: data as Record<string, unknown>,
    body: blank + source.slice(match[0].length),
  };
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
