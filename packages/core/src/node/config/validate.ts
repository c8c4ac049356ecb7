import fs from 'node:fs';
import type { z } from 'zod';
import { SiteError } from '../errors';

/** Formats a zod issue path like `themeConfig.navbar.items[3].type`. */
export function issuePath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(root)';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const at = issuePath(issue.path);
  switch (issue.code) {
    case 'invalid_value':
      return `${at}: expected one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${at === '(root)' ? '' : at + ': '}unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_type':
      return `${at}: expected ${issue.expected}`;
    default:
      return `${at}: ${issue.message}`;
  }
}

/** Parses `value` with `schema`, or throws a SiteError listing every bad key with its path. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
  file?: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => '  - ' + describeIssue(i));
  // The line of the problem that comes first in the file.
  const keysOf = (issue: z.core.$ZodIssue) => [
    ...issue.path.filter((k): k is string => typeof k === 'string'),
    ...(issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : []),
  ];
  const found = file
    ? result.error.issues
        .map((issue) => lineOfKeys(file, keysOf(issue)))
        .filter((l): l is number => l !== undefined)
    : [];
  throw new SiteError(`${what} is invalid:\n${lines.join('\n')}`, {
    location: { file, line: found.length ? Math.min(...found) : undefined },
    hint: 'Fix the keys listed above and run the command again.',
  });
}

/**
 * The line where a key path is written in a config or front matter file: each key is looked for
 * after the line of the one before it (`key:`, quoted or not). A best guess, for the message.
 */
function lineOfKeys(file: string, keys: string[]): number | undefined {
  if (keys.length === 0) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  let from = 0;
  let found: number | undefined;
  for (const key of keys) {
    const pattern = new RegExp(
      `(^|[\\s{,])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`,
    );
    const index = lines.findIndex((line, i) => i >= from && pattern.test(line));
    if (index === -1) break;
    found = index + 1;
    from = index + 1;
  }
  return found;
}
