// The build's index: the text of every indexed page, from its rendered HTML, fed to the index
// builder and written under `search/`. A build whose indexed pages are all unchanged links the
// previous build's index instead of making it again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@tessera/core/node';
import {
  CacheLinesWriter,
  applyTrailingSlash,
  normalizeRoutePath,
  readCacheJson,
  readCacheLines,
  writeCacheJson,
} from '@tessera/core/node';
import { FORMAT_VERSION } from './shared/index';
import { EXTRACTOR_VERSION, extractPage, type ExtractedPage } from './extract';
import { lvl0Of, shouldIndex } from './select';
import { SearchIndexBuilder, WRITER_VERSION } from './writer';
import { IndexFileWriter, linkPreviousIndex } from './indexFiles';

export interface IndexInputs {
  outDir: string;
  routes: RouteConfig[];
  /** Route path -> HTML file (relative to outDir), as postBuild gets them. */
  pages: Map<string, string>;
  siteTitle: string;
  trailingSlash: boolean | undefined;
  ignore: RegExp[];
  shardBytes: number;
  /** The extracts cache (JSON lines); the index's own record sits beside it. */
  cacheFile: string;
}

export interface WrittenIndex {
  pageCount: number;
  fileCount: number;
  /** The previous build's index was linked: no indexed page changed. */
  reused: boolean;
}

/** A line of the extracts cache: the HTML's hash, what was extracted, and the file's identity. */
type ExtractLine = [hash: string, page: ExtractedPage, file?: string];

/** What the last build's index was made of (a fingerprint of its pages) and its folder. */
interface IndexRecord {
  inputs: string;
  dir: string;
}

/** A page to index: its URL and route, and its HTML file in the output. */
interface Candidate {
  url: string;
  route: RouteConfig;
  file: string;
}

export async function writeSearchIndex(
  inputs: IndexInputs,
  target: string,
  previousTarget: string,
): Promise<WrittenIndex> {
  const lines = (await readCacheLines<ExtractLine>(inputs.cacheFile)) ?? [];
  const extracts = new Map(lines.map(([hash, page]) => [hash, page]));
  const hashOfFile = new Map(lines.map(([hash, , file]) => [file, hash]));
  const candidates = candidatesOf(inputs);
  const recordFile = inputs.cacheFile.replace(/\.json$/, '-index.json');

  const record = await readCacheJson<IndexRecord>(recordFile);
  if (record) {
    const inputsNow = fingerprintOfKept(candidates, hashOfFile, extracts, inputs.shardBytes);
    const linked =
      inputsNow === record.inputs && linkPreviousIndex(previousTarget, target, record.dir);
    if (linked) return { ...linked, reused: true };
  }

  const files = new IndexFileWriter(target, previousTarget);
  const builder = new SearchIndexBuilder({
    shardBytes: inputs.shardBytes,
    onBlock: (index, json) => files.block(index, json),
  });
  const fingerprint = new Fingerprint(inputs.shardBytes);
  // Written as pages are extracted; replaces the previous file only once complete.
  const cache = await CacheLinesWriter.open(inputs.cacheFile);
  const cached = new Set<string>();
  try {
    for (const candidate of candidates) {
      const identity = fileIdentity(candidate.file);
      const { hash, page } = extractOf(candidate.file, identity, hashOfFile, extracts, inputs);
      if (!cached.has(hash)) {
        cached.add(hash);
        await cache.write([hash, page, identity] satisfies ExtractLine);
      }
      const lvl0 = lvl0Of(candidate.route, page.breadcrumbRoot);
      fingerprint.page(candidate.url, lvl0, hash);
      if (page.noindex) continue;
      builder.add({
        url: candidate.url,
        lvl0,
        lvl1: page.title,
        sections: page.sections,
        categoryIndex: page.categoryIndex,
      });
    }
    await cache.close();
  } catch (error) {
    await cache.abort();
    throw error;
  }
  const dir = files.finish(builder.files());
  await writeCacheJson(recordFile, { inputs: fingerprint.digest(), dir } satisfies IndexRecord);
  return { pageCount: builder.pageCount, fileCount: files.count, reused: false };
}

/** The pages the index takes, in the order of `pages`. */
function candidatesOf(inputs: IndexInputs): Candidate[] {
  const byPath = new Map(inputs.routes.map((r) => [normalizeRoutePath(r.path), r]));
  const candidates: Candidate[] = [];
  for (const [routePath, htmlFile] of inputs.pages) {
    const route = byPath.get(normalizeRoutePath(routePath));
    if (!shouldIndex(route, htmlFile, inputs.ignore)) continue;
    candidates.push({
      url: applyTrailingSlash(routePath, inputs.trailingSlash),
      route,
      file: path.join(inputs.outDir, htmlFile),
    });
  }
  return candidates;
}

/**
 * A page's extract: from the cache when its file is the previous build's (linked: the same
 * inode, size and time, so it is not read again) or its HTML is one seen before; else read.
 */
function extractOf(
  file: string,
  identity: string,
  hashOfFile: Map<string | undefined, string>,
  extracts: Map<string, ExtractedPage>,
  inputs: IndexInputs,
): { hash: string; page: ExtractedPage } {
  const known = hashOfFile.get(identity);
  const kept = known && extracts.get(known);
  if (kept) return { hash: known, page: kept };
  // Bytes, not text: the extractor decodes only the parts it reads. Read in turn, as the index
  // is written.
  const html = fs.readFileSync(file);
  const hash = crypto
    .createHash('sha1')
    .update(`${EXTRACTOR_VERSION}\0`)
    .update(html)
    .digest('hex');
  return { hash, page: extracts.get(hash) ?? extractPage(html, inputs.siteTitle) };
}

/**
 * The fingerprint of the index when every candidate is a page kept from the previous build
 * (known by its file's identity); else null: a page was rendered again, so the index is made.
 */
function fingerprintOfKept(
  candidates: Candidate[],
  hashOfFile: Map<string | undefined, string>,
  extracts: Map<string, ExtractedPage>,
  shardBytes: number,
): string | null {
  const fingerprint = new Fingerprint(shardBytes);
  for (const candidate of candidates) {
    const hash = hashOfFile.get(fileIdentity(candidate.file));
    const page = hash && extracts.get(hash);
    if (!page) return null;
    fingerprint.page(candidate.url, lvl0Of(candidate.route, page.breadcrumbRoot), hash);
  }
  return fingerprint.digest();
}

/** Everything the index files follow from: the same fingerprint, the same files. */
class Fingerprint {
  private readonly hash = crypto.createHash('sha1');

  constructor(shardBytes: number) {
    this.hash.update(`${FORMAT_VERSION}\0${WRITER_VERSION}\0${EXTRACTOR_VERSION}\0${shardBytes}\n`);
  }

  /** `hash`: of the page's HTML, which decides its extract (title, sections, noindex). */
  page(url: string, lvl0: string, hash: string): void {
    this.hash.update(`${url}\0${lvl0}\0${hash}\n`);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** Inode, size and modification time: a file written again is a new inode or a new time. */
function fileIdentity(file: string): string {
  const stat = fs.statSync(file, { bigint: true });
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}
