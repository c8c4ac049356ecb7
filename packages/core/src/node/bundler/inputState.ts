// What a bundle's reuse record remembers of its inputs (see clientBundleReuse.ts and
// serverBundleReuse.ts): a file by size and modification time, a folder by its modification
// time (a file added or removed in it changes it), and a config as text.
import fs from 'node:fs';

/** `size:mtime` of a file, `dir:mtime` of a context folder, `folder`, or `missing`. */
export function stateOf(file: string, isContext: boolean): string {
  try {
    const stat = fs.statSync(file);
    if (isContext) return `dir:${stat.mtimeMs}`;
    // A folder among the files (a resolved package or alias): only that it still is one matters.
    return stat.isDirectory() ? 'folder' : `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** Whether every input is as the record saw it. */
export function inputsUnchanged(inputs: Record<string, string>): boolean {
  for (const [file, state] of Object.entries(inputs))
    if (stateOf(file, state.startsWith('dir:')) !== state) return false;
  return true;
}

export function readOr(file: string, fallback: string): string | Buffer {
  try {
    return fs.readFileSync(file);
  } catch {
    return fallback;
  }
}

/** The config as text: functions by their source, plugins by their class and options. */
export function configText(config: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return JSON.stringify(config, (_key, value: unknown) => {
      if (typeof value === 'function') return `function:${String(value)}`;
      if (value instanceof RegExp) return `regexp:${String(value)}`;
      if (value && typeof value === 'object') {
        if (seen.has(value)) return '[seen]';
        seen.add(value);
        const proto = Object.getPrototypeOf(value) as object | null;
        if (proto && proto !== Object.prototype && proto !== Array.prototype)
          return { class: (value as object).constructor?.name, ...value };
      }
      return value;
    });
  } catch {
    // Not describable: never reuse.
    return `unique:${Date.now()}:${Math.random()}`;
  }
}
