// The MDX compile threads load the pipeline as one prebuilt ES module instead of through the
// TypeScript loader. Through tsx, each thread resolved and transpiled some 300 modules via a
// loader thread of its own: 0.7 s to start and a second busy thread per compile thread. The
// bundle loads in under 0.1 s. It is made once per pipeline source and lockfile (like a
// package's compiled output, not per site), and `null` (load the sources) if it cannot be made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { findLockfile } from './lockfile';
import { listFilesRecursively } from './paths';

const require = createRequire(import.meta.url);

let made: string | null | undefined;

/** Absolute path of the bundled pipeline (made now if missing), or null. */
export function mdxPipelineBundle(): string | null {
  if (made !== undefined) return made;
  try {
    const packageDir = path.dirname(require.resolve('@tessera/mdx/package.json'));
    const entry = path.join(packageDir, 'src/index.ts');
    const name = `mdx-pipeline-${pipelineKey(packageDir)}.mjs`;
    for (const dir of [
      path.join(packageDir, '.cache'),
      path.join(os.tmpdir(), `tessera-${os.userInfo().uid}`),
    ]) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return (made = file);
      if (tryBundle(entry, file)) return (made = file);
    }
  } catch {
    // fall through: the threads load the sources
  }
  return (made = null);
}

/** Changes with the pipeline's sources, its dependencies (the lockfile) and esbuild. */
function pipelineKey(packageDir: string): string {
  const hash = crypto.createHash('sha1').update(esbuild.version);
  const files = listFilesRecursively(path.join(packageDir, 'src'));
  for (const file of [
    ...files.sort(),
    path.join(packageDir, 'package.json'),
    findLockfile(packageDir),
  ]) {
    if (file) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function tryBundle(entry: string, file: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    esbuild.buildSync({
      entryPoints: [entry],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // CommonJS dependencies call require(); an ES module has none of its own.
      banner: {
        js: "import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(import.meta.url);",
      },
    });
    // Another build may be writing the same bundle: the rename makes whichever finishes last win whole.
    fs.renameSync(temporary, file);
    return true;
  } catch {
    fs.rmSync(temporary, { force: true });
    return false;
  }
}
