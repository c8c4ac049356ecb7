// MDX files that import each other render each other without end: the build ran until it was out
// of memory. Each compile follows the Markdown files the source imports, without parsing them, to
// see whether the chain leads back to it.
import fs from 'node:fs';
import path from 'node:path';

export interface MdxImport {
  /** Absolute path of the imported Markdown file. */
  file: string;
  /** 1-based line of the import statement. */
  line: number;
}

// `import X from './a.mdx'`, `import './a.mdx'`, `export { default } from '../b.md'` at the start
// of a line; only relative paths, as other specifiers go through aliases the pipeline does not know.
const MDX_IMPORT =
  /^(?:import|export)\s+(?:[^'";]*?\bfrom\s*)?(['"])(\.{1,2}\/[^'"\n]+?\.mdx?)(?:\?[^'"\n]*)?\1/gm;

/** The Markdown files `source` imports with relative paths, skipping fenced code. */
export function mdxImports(file: string, source: string): MdxImport[] {
  const text = blankFencedCode(source);
  const dir = path.dirname(file);
  return [...text.matchAll(MDX_IMPORT)].map((m) => ({
    file: path.resolve(dir, m[2]!),
    line: text.slice(0, m.index).split('\n').length,
  }));
}

/**
 * The chain of imports that leads from `file` back to itself (`[file, b, ..., file]`), or
 * undefined. Imported files are read from disk (`read`); one that cannot be read ends its branch.
 */
export function findImportCycle(
  file: string,
  source: string,
  read: (file: string) => string | undefined = readIfPresent,
): { chain: string[]; line: number } | undefined {
  const visited = new Set<string>([file]);
  const pending = mdxImports(file, source).map((i) => ({ chain: [file, i.file], line: i.line }));
  while (pending.length) {
    const { chain, line } = pending.shift()!;
    const current = chain[chain.length - 1]!;
    if (current === file) return { chain, line };
    if (visited.has(current)) continue;
    visited.add(current);
    const text = read(current);
    if (text === undefined) continue;
    for (const next of mdxImports(current, text))
      pending.push({ chain: [...chain, next.file], line });
  }
  return undefined;
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Replaces the lines of fenced code blocks with empty lines, so line numbers stay true. */
function blankFencedCode(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) fence = marker;
      else if (fence !== null && marker?.startsWith(fence)) fence = null;
      else if (fence === null) return line;
      return '';
    })
    .join('\n');
}
