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
export function validateWith<S extends z.ZodType>(schema: S, value: unknown, what: string, file?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => '  - ' + describeIssue(i));
  throw new SiteError(`${what} is invalid:\n${lines.join('\n')}`, {
    location: { file },
    hint: 'Fix the keys listed above and run the command again.',
  });
}
