// Watching a file, or a folder with everything in it, for the dev server's site reloads.
import fs from 'node:fs';
import { log } from '../logger';

/**
 * `onChange` gets the changed path relative to `target` (a folder), when the system names it.
 * Node's recursive watcher reports a folder that is removed while it starts watching it (made
 * and removed at once, as `static/.well-known` by a test) as an error event, which crashed the
 * dev server: such a folder is gone, and the rest is still watched.
 */
export function watchPath(
  target: string,
  onChange: (filename: string | null) => void,
): fs.FSWatcher {
  const recursive = fs.statSync(target).isDirectory();
  const watcher = fs.watch(target, { recursive }, (_event, filename) => onChange(filename));
  watcher.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT')
      log.warn(`Watching ${target} for changes failed: ${error.message}`);
  });
  return watcher;
}
