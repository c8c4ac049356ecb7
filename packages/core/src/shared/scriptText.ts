// Text that ends up inside an inline <script> (JSON-LD, inline data, generated bootstraps).
// The HTML parser ends a script at the first `</script` whatever the JavaScript says, and
// `<!--` changes how it reads the rest, so `<` never appears raw; U+2028/2029 are line breaks
// to older JavaScript engines. JSON.parse and JavaScript read the escaped text unchanged.

/** JSON of `value`, safe to place between `<script>` and `</script>`. */
export function jsonForScript(value: unknown): string {
  return escapeScriptText(JSON.stringify(value) ?? 'null');
}

/** JavaScript or JSON source with every `<`, `>` and line separator escaped (inside strings). */
export function escapeScriptText(text: string): string {
  return text
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
