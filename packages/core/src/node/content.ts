// Reading authors' files for plugins: UTF-8 check, front matter with file:line errors.
import fs from 'node:fs';
import {
  parseFrontMatter,
  FrontMatterError,
  firstHeading,
  fileNameProblem,
  FILE_NAME_HINT,
} from '@tessera/mdx';
import { SiteError, codeFrame } from './errors';

export interface ContentFile {
  file: string;
  source: string;
  body: string;
  frontMatter: Record<string, unknown>;
  /** The first `# heading`, used as a title fallback. */
  heading?: string;
}

/** The text of a file, or a SiteError naming it when it is not UTF-8. */
export function decodeUtf8(buffer: Buffer, file: string): string {
  const source = buffer.toString('utf8');
  if (source.includes('\uFFFD') && !Buffer.from(source, 'utf8').equals(buffer)) {
    // The first replacement character marks the first byte that is not UTF-8.
    const line = source.slice(0, source.indexOf('\uFFFD')).split('\n').length;
    throw new SiteError('This file is not valid UTF-8 text.', {
      location: { file, line },
      hint: 'Save it with UTF-8 encoding.',
    });
  }
  return source;
}

/**
 * The dev server reloads the site's content on every edit, reading every file again: kept, a
 * file is read and parsed again only when its stat changed (the 1,000-doc corpus: 1,000 reads
 * and front matter parses per edit). Builds read each file once and keep nothing.
 */
let kept: Map<string, { stamp: string; content: ContentFile }> | null = null;

export function keepContentFiles(): void {
  kept ??= new Map();
}

export function readContentFile(file: string): ContentFile {
  const nameProblem = fileNameProblem(file);
  if (nameProblem) throw new SiteError(nameProblem, { location: { file }, hint: FILE_NAME_HINT });
  if (!kept) return parseContentFile(file);
  const stat = fs.statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
  let entry = kept.get(file);
  if (entry?.stamp !== stamp) {
    entry = { stamp, content: parseContentFile(file) };
    kept.set(file, entry);
  }
  // The caller's own front matter: plugins may change what they were given.
  return { ...entry.content, frontMatter: structuredClone(entry.content.frontMatter) };
}

function parseContentFile(file: string): ContentFile {
  const source = decodeUtf8(fs.readFileSync(file), file);
  try {
    const { frontMatter, body } = parseFrontMatter(source);
    return { file, source, body, frontMatter, heading: firstHeading(body) };
  } catch (error) {
    if (error instanceof FrontMatterError) {
      throw new SiteError(error.message, {
        location: { file, line: error.line },
        frame: codeFrame(source, error.line),
        hint: 'Fix the YAML between the --- lines at the top of the file.',
      });
    }
    throw error;
  }
}

export function parseFrontMatterFile(file: string): Record<string, unknown> {
  return readContentFile(file).frontMatter;
}
