// File-system path helpers for the engine and plugins (Node only; URL helpers are in
// shared/paths.ts): POSIX forms of paths, whether a path lies in a folder, folder walking.
import fs from 'node:fs';
import path from 'node:path';

/** The site's caches (`context.cacheDir`), known before the site loads. */
export function siteCacheDir(siteDir: string): string {
  return path.join(siteDir, '.tessera', 'cache');
}

/** `p` with `/` separators: how paths go into URLs, globs, import specifiers and data files. */
export function toPosixPath(p: string): string {
  return p.split(path.sep).join('/');
}

/** `path.relative(from, to)` with `/` separators. */
export function posixRelative(from: string, to: string): string {
  return toPosixPath(path.relative(from, to));
}

// Whether a path lies in a folder, in the three forms callers rely on. The first two are prefix
// tests on whole names for absolute, normalized paths (`path.resolve`d): `/a/bc` is not inside
// `/a/b`.

/** `file` is strictly inside `folder` (prefix test). */
export function isInside(folder: string, file: string): boolean {
  return file.startsWith(folder + path.sep);
}

/** `file` is `folder` itself or inside it (prefix test). */
export function isSameOrInside(folder: string, file: string): boolean {
  return file === folder || isInside(folder, file);
}

/**
 * `file` is strictly inside `folder`, decided by `path.relative`: either may be relative or
 * unnormalized, and `/` works as the folder. A name starting with `..` counts as outside.
 */
export function isInsideByRelative(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Every file below `dir`, depth first in `readdir` order (callers that need an order sort).
 * An entry (file or folder) whose name `skip` returns true for is left out with all it holds.
 * Symbolic links are listed as files, not followed.
 */
export function listFilesRecursively(dir: string, skip?: (name: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (skip?.(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(dir);
  return files;
}
