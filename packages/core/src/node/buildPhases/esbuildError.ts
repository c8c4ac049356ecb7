// An esbuild failure of the server bundle, reported where the author can act: an import that
// fails in the generated registry is reported at the page that imports it.
import fs from 'node:fs';
import type { ContentScripts } from '../bundler/contentScripts';
import { SiteError } from '../errors';

export type EsbuildFailure = {
  errors?: Array<{
    text: string;
    location?: { file: string; line: number; column: number; lineText: string } | null;
  }>;
};

export function esbuildError(
  error: EsbuildFailure,
  scripts: Pick<ContentScripts, 'imports'>,
): never {
  const first = error.errors?.[0];
  if (!first) throw error;
  const hint = /Could not resolve "@theme\//.test(first.text)
    ? 'No theme provides this component: check the name, or add it to your theme folder (content/theme).'
    : /Could not resolve/.test(first.text)
      ? 'The imported module does not exist: check the path or install the package.'
      : undefined;
  const loc = first.location;
  // An import that fails in the generated registry is reported at the page that imports it.
  const key = loc?.file.endsWith('content-imports.js')
    ? /"(i\w+)":/.exec(loc.lineText)?.[1]
    : undefined;
  const importer = key ? scripts.imports.get(key)?.importedBy : undefined;
  if (importer) {
    const source = fs.readFileSync(importer.file, 'utf8').split('\n');
    const index = source.findIndex(
      (l) => l.includes(`'${importer.specifier}'`) || l.includes(`"${importer.specifier}"`),
    );
    throw new SiteError(`Could not resolve "${importer.specifier}"`, {
      location: { file: importer.file, line: index >= 0 ? index + 1 : undefined },
      frame: index >= 0 ? `> ${index + 1} | ${source[index]}` : undefined,
      hint,
    });
  }
  // Positions inside compiled MDX point into generated code: name the file only.
  const fromMdx = loc?.file.startsWith('mdx:');
  throw new SiteError(first.text, {
    location: loc
      ? fromMdx
        ? { file: loc.file.slice(4) }
        : { file: loc.file, line: loc.line, column: loc.column + 1 }
      : undefined,
    frame: loc ? (fromMdx ? loc.lineText.trim() : `> ${loc.line} | ${loc.lineText}`) : undefined,
    hint,
  });
}
