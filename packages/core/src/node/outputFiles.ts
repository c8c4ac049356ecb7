// A build's files that are the same as in the previous build's output are hard-linked from it,
// not written again. A link allocates no inode: on ext4, allocating thousands of inodes right
// after the previous output freed thousands cost a warm build seconds of system time (each new
// inode is checked against the recently deleted ones). Removing the old output then frees
// nothing the new one still links to. Where links are refused (another file system), files are
// copied or written as before.
import fs from 'node:fs';

/** Links `from` at `to`, else copies it. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.promises.link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    await fs.promises.copyFile(from, to);
  }
}

/**
 * Links the previous output's file when it is known to hold the same bytes (a content-hashed
 * name); false when there is none, for the caller to write the file.
 */
export async function linkIfPresent(previous: string | null, to: string): Promise<boolean> {
  if (!previous) return false;
  try {
    await fs.promises.link(previous, to);
    return true;
  } catch {
    return false;
  }
}

/** Writes `text` at `to`, or links `previous` when that file holds exactly `text`. */
export async function writeOrLink(to: string, text: string, previous: string | null): Promise<void> {
  if (previous) {
    const old = await fs.promises.readFile(previous, 'utf8').catch(() => null);
    if (old === text && (await linkIfPresent(previous, to))) return;
  }
  await fs.promises.writeFile(to, text);
}
