// File names with control characters (a line break, a tab) break the scripts and messages that
// carry the path: the build failed with "Cannot read properties of undefined" far from the file.
import { shownPath } from './shownPath';

/** C0 and C1 control characters, and DEL. */
const isControlCode = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** Why `file` cannot be a content file, or undefined when its path is fine. */
export function fileNameProblem(file: string): string | undefined {
  for (let i = 0; i < file.length; i++) {
    if (isControlCode(file.charCodeAt(i)))
      return `The file name ${JSON.stringify(shownPath(file))} contains a control character (such as a line break or a tab).`;
  }
  return undefined;
}

export const FILE_NAME_HINT = 'Rename the file (or its folder) without control characters.';
