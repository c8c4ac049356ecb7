// Which file of the output folder a request path names. Paths that leave the folder (`..`,
// symlinks pointing out) and dotfiles (`.env`, `.git/`) name none; `.well-known/` is served, as
// hosts do, since sites publish security.txt or app links there.
import fs from 'node:fs';
import path from 'node:path';
import { isSameOrInside } from './paths';

/** The absolute file to answer `pathname` (decoded) with, or undefined for a 404. */
export function resolveRequestFile(
  root: string,
  baseUrl: string,
  pathname: string,
): string | undefined {
  if (!pathname.startsWith(baseUrl) || pathname.includes('\0')) return undefined;
  const relative = pathname.slice(baseUrl.length);
  if (namesHiddenFile(relative)) return undefined;
  for (const candidate of candidateFiles(relative)) {
    const file = path.resolve(root, '.' + path.sep + candidate);
    if (!isSameOrInside(root, file)) return undefined;
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile())
      // A symlink inside the folder may point outside it.
      return isSameOrInside(root, fs.realpathSync(file)) ? file : undefined;
  }
  return undefined;
}

/** True when a segment of the path starts with a dot, other than a leading `.well-known`. */
export function namesHiddenFile(relative: string): boolean {
  return relative
    .split('/')
    .some(
      (segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'),
    );
}

/**
 * `docs/` -> its index.html; `docs/intro` -> the file itself, its index.html, or `.html`: the
 * folder's page wins, since a `docs/intro.html` beside it is a redirect back to `docs/intro`
 * (client-redirects' `fromExtensions`), which would answer itself forever. A path
 * ending in `.html` or `index.html` that names no file is the page without that suffix (the
 * spec: such paths are normalised by removing it), so `/about.html` serves `/about`.
 */
function candidateFiles(relative: string): string[] {
  if (relative === '' || relative.endsWith('/')) return [relative + 'index.html'];
  const direct = [relative, relative + '/index.html', relative + '.html'];
  const withoutSuffix = /(^|\/)index\.html$/.test(relative)
    ? relative.replace(/index\.html$/, '')
    : relative.endsWith('.html')
      ? relative.slice(0, -'.html'.length)
      : undefined;
  if (withoutSuffix === undefined) return direct;
  return withoutSuffix === '' || withoutSuffix.endsWith('/')
    ? [...direct, withoutSuffix + 'index.html']
    : [...direct, withoutSuffix + '/index.html', withoutSuffix + '.html'];
}
