// Text that came from a browser is printed in the terminal: escape sequences in it would clear
// the screen, set the window title or fake other output. Control characters are dropped.

/** C0 controls but tab and line feed, DEL, and C1 controls (0x9b starts a sequence too). */
const isControlCode = (code: number, keepLines: boolean) =>
  (code < 0x20 && !(keepLines && (code === 0x09 || code === 0x0a))) ||
  (code >= 0x7f && code <= 0x9f);

/** `text` without control characters; `keepLines` keeps line breaks and tabs. */
export function printable(text: string, { keepLines = false } = {}): string {
  let out = '';
  for (const char of text) if (!isControlCode(char.charCodeAt(0), keepLines)) out += char;
  return out;
}
