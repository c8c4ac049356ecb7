// Writing the index files under `search/`. Everything but the manifest sits in a folder named by
// the hash of the whole index, so any edit names a new folder; most of its files (the display
// blocks of unchanged pages, the term ranges the edit did not touch) are still the same bytes as
// in the previous build's folder, and are linked from there instead of written: creating
// thousands of files is most of what writing the index costs.
import fs from 'node:fs';
import path from 'node:path';
import { parentFolderMaker, writeOrLinkSync } from '@tessera/core/node';
import { MANIFEST_FILE, type SearchManifest } from './shared/index';

/** `files`: relative path -> text, as SearchIndexBuilder.files gives them. */
export function writeIndexFiles(
  files: Map<string, string>,
  target: string,
  previousTarget: string,
): void {
  const dir = (JSON.parse(files.get(MANIFEST_FILE)!) as SearchManifest).dir;
  const previousDir = previousFolderName(previousTarget);
  const makeFolder = parentFolderMaker();
  for (const [name, text] of files) {
    const file = path.join(target, name);
    makeFolder(file);
    if (name === MANIFEST_FILE || !previousDir) {
      writeOrLinkSync(file, text, null);
      continue;
    }
    const previous = path.join(previousTarget, previousDir, path.relative(dir, name));
    // The same folder name: the same index, so the same bytes (no need to read them).
    writeOrLinkSync(file, text, previous, { contentHashed: previousDir === dir });
  }
}

function previousFolderName(previousTarget: string): string | null {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(previousTarget, MANIFEST_FILE), 'utf8'),
    ) as Partial<SearchManifest>;
    return typeof manifest.dir === 'string' && /^[0-9a-f]+$/.test(manifest.dir)
      ? manifest.dir
      : null;
  } catch {
    return null;
  }
}
