// Watching a file, or a folder with everything in it, for the dev server's site reloads.
import fs from 'node:fs';
import { log } from '../logger';

/**
 * `onChange` gets the changed path relative to `target` (a folder, which the caller has statted
 * already), when the system names it.
 * Node's recursive watcher reports a folder that is removed while it starts watching it (made
 * and removed at once, as `static/.well-known` by a test) as an error event, which crashed the
 * dev server: such a folder is gone, and the rest is still watched.
 */
export function watchPath(
  target: string,
  isFolder: boolean,
  onChange: (filename: string | null) => void,
): fs.FSWatcher {
  const watcher = fs.watch(target, { recursive: isFolder }, (_event, filename) =>
    onChange(filename),
  );
  watcher.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT')
      log.warn(`Watching ${target} for changes failed: ${error.message}`);
  });
  return watcher;
}
