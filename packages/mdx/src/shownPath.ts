import path from 'node:path';

/** A file as the author sees it in a message: relative to the working directory when inside it. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}
