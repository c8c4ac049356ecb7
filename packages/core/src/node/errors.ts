// One error type for everything a site author can fix: it carries the file, the line and a hint,
// so the CLI can print one clear message and no stack trace of our internals.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_MODULE_QUERY } from './config/siteModule';
import { isInside, isInsideByRelative } from './paths';

export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
}

const BRAND = Symbol.for('tessera.SiteError');

/** True for SiteErrors from any copy of this module (plugins may load their own copy). */
export function isSiteError(error: unknown): error is SiteError {
  return !!error && typeof error === 'object' && (error as Record<symbol, unknown>)[BRAND] === true;
}

export class SiteError extends Error {
  readonly [BRAND] = true;
  readonly location: ErrorLocation;
  readonly hint?: string;
  readonly frame?: string;

  constructor(
    message: string,
    options: { location?: ErrorLocation; hint?: string; frame?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SiteError';
    this.location = options.location ?? {};
    this.hint = options.hint;
    this.frame = options.frame;
  }
}

/** A file as the author sees it: relative to the working directory when it is inside it. */
export function displayPath(file: string): string {
  return isInsideByRelative(process.cwd(), file) ? path.relative(process.cwd(), file) : file;
}

export function formatLocation(loc: ErrorLocation): string {
  if (!loc.file) return '';
  let out = displayPath(loc.file);
  if (loc.line) out += `:${loc.line}`;
  if (loc.line && loc.column) out += `:${loc.column}`;
  return out;
}

// The engine's own folders (packages/, plugins/, theme/ of this workspace): frames in them are
// not the author's code.
const WORKSPACE = path.resolve(import.meta.dirname, '../../../..');
const ENGINE_DIRS = ['packages', 'plugins', 'theme'].map((d) => path.join(WORKSPACE, d));

/**
 * Where in the author's code an error was thrown: the first stack frame outside Node, node_modules
 * and the engine. A site module (site.config.ts, a local plugin: config/siteModule.ts) runs as
 * bundled code, so only its file is known, not the line.
 */
export function authorLocation(error: unknown): ErrorLocation | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const frame = /^\s*at (?:.*? \()?(.+?)\)?$/.exec(line)?.[1];
    if (!frame) continue;
    const m = /^(.*?):(\d+):(\d+)$/.exec(frame);
    if (!m) continue;
    let file = m[1]!;
    const siteModule = file.includes(SITE_MODULE_QUERY);
    if (file.startsWith('file://')) file = fileURLToPath(file.replace(/\?.*$/, ''));
    file = file.replace(/\?.*$/, '');
    if (!path.isAbsolute(file) || !isAuthorFile(file)) continue;
    return siteModule ? { file } : { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}

function isAuthorFile(file: string): boolean {
  return (
    !file.split(path.sep).includes('node_modules') && !ENGINE_DIRS.some((d) => isInside(d, file))
  );
}

/** Renders an error for the terminal (and the dev overlay). */
export function formatError(error: unknown, verbose = false): string {
  if (isSiteError(error)) {
    // An error thrown by the author's code (a plugin, a config function) and wrapped by the
    // engine: name the file it came from.
    const location = error.location.file
      ? error.location
      : (authorLocation(error.cause) ?? error.location);
    const where = formatLocation(location);
    const lines = [where ? `${where}: ${error.message}` : error.message];
    if (error.frame) lines.push('', error.frame);
    if (error.hint) lines.push('', error.hint);
    if (verbose && error.stack) lines.push('', error.stack);
    if (verbose && error.cause instanceof Error && error.cause.stack)
      lines.push('Caused by: ' + error.cause.stack);
    return lines.join('\n');
  }
  const disk = diskProblem(error);
  if (disk) return verbose && error instanceof Error ? `${disk}\n\n${error.stack}` : disk;
  if (error instanceof Error) return verbose ? (error.stack ?? error.message) : error.message;
  return String(error);
}

/**
 * A full disk or a folder that cannot be written, said as such, with the path: Node's own
 * message for them ("ENOSPC: no space left on device, write") names no file, and a read-only
 * folder often surfaces as ENOENT from a mkdir that could not happen.
 */
function diskProblem(error: unknown): string | undefined {
  const { code, path: where, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  const place = where ? ` (${displayPath(where)})` : '';
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return `The disk is full${place}: free some space and build again. The previous output is untouched.`;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM')
    return `Cannot write${place}: the folder is read-only or not yours (${code}${syscall ? ` on ${syscall}` : ''}). Build from a folder you can write to, or choose another --out-dir.`;
  if (code === 'ENOENT' && syscall === 'mkdir')
    return `Cannot create the folder${place}: its parent is missing or read-only.`;
  return undefined;
}

/** A few lines of source around a position, with a marker under the column. */
export function codeFrame(source: string, line: number, column = 1, around = 2): string {
  const lines = source.split('\n');
  const start = Math.max(1, line - around);
  const end = Math.min(lines.length, line + around);
  const width = String(end).length;
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** Finds the closest strings to `wanted` (for "did you mean" hints). */
export function closest(wanted: string, candidates: Iterable<string>, count = 3): string[] {
  const scored: Array<[number, string]> = [];
  for (const c of candidates) scored.push([editDistance(wanted, c), c]);
  scored.sort((a, b) => a[0] - b[0]);
  return scored.slice(0, count).map(([, c]) => c);
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The 1-based line of the first line of `file` that contains `text`, for error locations. */
export function lineContaining(file: string | undefined, text: string): number | undefined {
  if (!file || !text) return undefined;
  try {
    const index = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text));
    return index === -1 ? undefined : index + 1;
  } catch {
    return undefined;
  }
}
