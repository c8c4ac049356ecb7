import fs from 'node:fs';
import path from 'node:path';

/** The package manager's lockfile nearest above `from`: it changes whenever installed packages do. */
export function findLockfile(from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    for (const name of ['yarn.lock', 'package-lock.json', 'pnpm-lock.yaml']) {
      if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
    }
    if (path.dirname(dir) === dir) return null;
  }
}
