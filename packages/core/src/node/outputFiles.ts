// A build's files that are the same as in the previous build's output are hard-linked from it,
// not written again. A link allocates no inode: on ext4, allocating thousands of inodes right
// after the previous output freed thousands cost a warm build seconds of system time (each new
// inode is checked against the recently deleted ones). Removing the old output then frees
// nothing the new one still links to. Where links are refused (another file system), files are
// copied or written as before.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The synchronous forms are for the build's own batches of small files: a promise-based write
 * takes several trips to libuv's thread pool (open, write, close), and on a busy machine a batch
 * of thousands waited seconds for them where writing in turn takes a tenth of that.
 */
export function linkOrCopySync(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    fs.copyFileSync(from, to);
  }
}

/** `writeOrLink`, synchronous (see linkOrCopySync). */
export function writeOrLinkSync(
  to: string,
  text: string,
  previous: string | null,
  { contentHashed = false } = {},
): void {
  if (previous && (contentHashed || readOrNull(previous) === text)) {
    try {
      fs.linkSync(previous, to);
      return;
    } catch {
      // Not there, or not linkable: written below.
    }
  }
  fs.writeFileSync(to, text);
}

/** For a batch of files written in turn: makes each file's folder, once per folder. */
export function parentFolderMaker(): (file: string) => void {
  const made = new Set<string>();
  return (file) => {
    const folder = path.dirname(file);
    if (made.has(folder)) return;
    fs.mkdirSync(folder, { recursive: true });
    made.add(folder);
  };
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Writes `text` at `to`, unless the previous output's file `previous` holds the same bytes: then
 * it is linked. `contentHashed`: the name carries a hash of the content, so a file of that name
 * holds these bytes and is linked without being read. For plugins (`postBuild`); the same as
 * writeOrLinkSync.
 */
export async function writeOrLink(
  to: string,
  text: string,
  previous: string | null,
  options: { contentHashed?: boolean } = {},
): Promise<void> {
  writeOrLinkSync(to, text, previous, options);
}
