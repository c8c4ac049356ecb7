// The output folder's life: refused when it would overwrite sources, restored after a crash in
// the middle of a swap, and replaced in three renames so that a complete output exists on disk at
// every moment:
//   1. `<out>.tmp-PID` (being written) -> `<out>.done-PID` (complete: the mark of a finished build)
//   2. `<out>` -> `<out>.old-PID`
//   3. `<out>.done-PID` -> `<out>`, then `<out>.old-PID` is discarded (see `discard`).
// A crash between 2 and 3 leaves no `<out>`, but a `.done-` (newer) and an `.old-` (older) copy:
// the next command puts the newest complete copy back before it cleans anything up.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SiteError } from '../errors';
import { log } from '../logger';
import { isInsideByRelative as isInside } from '../paths';

type LeftoverKind = 'tmp' | 'done' | 'old';

interface Leftover {
  kind: LeftoverKind;
  pid: number;
  dir: string;
  mtimeMs: number;
}

export function temporaryOutputDir(finalOut: string): string {
  return `${finalOut}.tmp-${process.pid}`;
}

/** Folders next to `finalOut` left by builds (this one's own included). */
function leftoversOf(finalOut: string): Leftover[] {
  const parent = path.dirname(finalOut);
  const prefix = path.basename(finalOut) + '.';
  const found: Leftover[] = [];
  for (const name of safeReaddir(parent)) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(tmp|done|old)-(\d+)$/.exec(name.slice(prefix.length));
    if (!match) continue;
    const dir = path.join(parent, name);
    const mtimeMs = statOrNull(dir)?.mtimeMs ?? 0;
    found.push({ kind: match[1] as LeftoverKind, pid: Number(match[2]), dir, mtimeMs });
  }
  return found;
}

/**
 * Before anything is removed: when a swap was interrupted (no output folder, but complete copies
 * beside it), the newest complete copy becomes the output again. A finished build (`done`) is
 * newer than the output it was replacing (`old`).
 */
export async function restoreInterruptedSwap(finalOut: string): Promise<void> {
  if (fs.existsSync(finalOut)) return;
  const complete = leftoversOf(finalOut)
    .filter((l) => l.kind !== 'tmp' && !isRunning(l.pid))
    .sort((a, b) => rank(b) - rank(a) || b.mtimeMs - a.mtimeMs);
  const newest = complete[0];
  if (!newest) return;
  await fs.promises.rename(newest.dir, finalOut);
  log.warn(
    `The previous build was interrupted while replacing ${displayDir(finalOut)}; the newest complete output was restored.`,
  );
}

const rank = (l: Leftover) => (l.kind === 'done' ? 1 : 0);

/** Leftovers of builds that were killed outright (SIGKILL, power loss), once restored. */
export async function removeStaleOutputs(finalOut: string): Promise<void> {
  for (const leftover of leftoversOf(finalOut))
    if (!isRunning(leftover.pid))
      await fs.promises.rm(leftover.dir, { recursive: true, force: true });
}

/** Moves the finished temporary output into place (see the header for the order). */
export async function swapIntoPlace(
  tmpOut: string,
  finalOut: string,
  trashDir: string,
): Promise<void> {
  const done = `${finalOut}.done-${process.pid}`;
  const old = `${finalOut}.old-${process.pid}`;
  await fs.promises.rename(tmpOut, done);
  const hadOld = fs.existsSync(finalOut);
  if (hadOld) await fs.promises.rename(finalOut, old);
  await fs.promises.rename(done, finalOut);
  if (hadOld) await discard(old, trashDir);
}

/** Tessera's trash folder (in `.tessera`): replaced outputs wait there to be removed. */
export const trashDirOf = (siteDir: string) => path.join(siteDir, '.tessera', 'trash');

/**
 * The replaced output is moved into the trash folder and removed there by a detached process:
 * removing its thousands of files took a warm build a quarter of a second after its work was
 * done. Where it cannot be moved (the output is on another file system), it is removed here.
 */
async function discard(old: string, trashDir: string): Promise<void> {
  const trash = path.join(trashDir, `${path.basename(old)}-${Date.now()}`);
  try {
    await fs.promises.mkdir(trashDir, { recursive: true });
    await fs.promises.rename(old, trash);
  } catch {
    await fs.promises.rm(old, { recursive: true, force: true });
    return;
  }
  removeInBackground([trash]);
}

/** What a remover left (killed with the machine): removed in the background again. */
export function emptyTrash(trashDir: string): void {
  const left = safeReaddir(trashDir).map((name) => path.join(trashDir, name));
  if (left.length) removeInBackground(left);
}

const REMOVER = `for (const dir of process.argv.slice(1)) require('node:fs').rmSync(dir, { recursive: true, force: true });`;

function removeInBackground(dirs: string[]): void {
  spawn(process.execPath, ['-e', REMOVER, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Refuses an output folder that is, contains or lies inside one of the site's own folders or
 * files (sources, config, static files, dependencies, caches): building or clearing there would
 * replace them. Checked before anything is removed or written.
 */
export function assertSafeOutputDir(siteDir: string, outDir: string, protectedPaths: string[]) {
  const out = path.resolve(outDir);
  const site = path.resolve(siteDir);
  if (out === site || isInside(out, site)) throw unsafeOutput(out, site, 'the site folder');
  // A plugin watching the whole site folder (or above it) guards nothing more than the check above.
  const narrowPaths = protectedPaths
    .map((p) => path.resolve(p))
    .filter((p) => p !== site && !isInside(p, site));
  for (const protectedPath of narrowPaths) {
    if (out === protectedPath || isInside(out, protectedPath) || isInside(protectedPath, out))
      throw unsafeOutput(out, protectedPath, displayDir(protectedPath));
  }
}

/** The site's folders and files an output folder must stay clear of, before plugins are known. */
export function conventionalSitePaths(siteDir: string): string[] {
  const names = [
    'content',
    'docs',
    'blog',
    'src',
    'static',
    'i18n',
    'versioned_docs',
    'versioned_sidebars',
    'node_modules',
    '.tessera',
    '.docusaurus',
    'package.json',
  ];
  const configs = safeReaddir(siteDir).filter((name) =>
    /^(site\.config|docusaurus\.config|sidebars)\.(ts|mts|cts|js|mjs|cjs|json)$/.test(name),
  );
  return [...names, ...configs].map((name) => path.join(siteDir, name));
}

function unsafeOutput(out: string, clash: string, what: string): SiteError {
  const relation = out === clash ? 'is' : isInside(out, clash) ? 'contains' : 'lies inside';
  return new SiteError(
    `The output folder ${displayDir(out)} ${relation} ${what}: building or clearing it would replace the site's own files.`,
    {
      hint: 'Choose another folder with --out-dir (the default, "build", is always safe). Nothing was removed.',
    },
  );
}

function displayDir(dir: string): string {
  return path.relative(process.cwd(), dir) || '.';
}

export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}
