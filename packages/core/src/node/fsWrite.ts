// The one way generated files are written: whole or not at all (a temporary file renamed into
// place), so a crash or a watcher reading at the wrong moment never sees half a file.
import fs from 'node:fs';
import path from 'node:path';

let temporaryCounter = 0;

/** A name beside `file` no other write (in any process) uses, for a file renamed into place. */
export function temporaryNameFor(file: string): string {
  temporaryCounter = (temporaryCounter + 1) % 1e9;
  return `${file}.${process.pid}.${temporaryCounter}.tmp`;
}

/** Writes `data` at `file` atomically, creating its folder. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = temporaryNameFor(file);
  try {
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** The synchronous form, for the few callers that run before anything async may start. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = temporaryNameFor(file);
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

let changedFiles = 0;

/**
 * How many files writeIfChanged has changed in this process: the dev server compares it around
 * a content reload to know whether the reload changed anything webpack compiles.
 */
export function changedFileCount(): number {
  return changedFiles;
}

/**
 * Writes the file unless it already holds `text`: unchanged files keep their mtime, so the
 * bundlers' caches stay warm and watchers stay quiet. True if written.
 */
export async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const old = await fs.promises.readFile(file, 'utf8').catch(() => null);
  if (old === text) return false;
  await writeFileAtomic(file, text);
  changedFiles++;
  return true;
}

/** writeIfChanged for the synchronous callers. */
export function writeIfChangedSync(file: string, text: string): boolean {
  let old: string | null = null;
  try {
    old = fs.readFileSync(file, 'utf8');
  } catch {
    // Missing: written below.
  }
  if (old === text) return false;
  writeFileAtomicSync(file, text);
  changedFiles++;
  return true;
}
