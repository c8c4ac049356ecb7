// The build's index: the text of every indexed page, from its rendered HTML, fed to the index
// builder and written under `search/`. A build whose indexed pages are all unchanged links the
// previous build's index instead of making it again; otherwise the pages that did not change
// keep their records from the previous index, and only the others are tokenized.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@tessera/core/node';
import {
  CacheLinesWriter,
  applyTrailingSlash,
  log,
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
import { PreviousIndex, PreviousIndexError, pageKey, type IndexedPages } from './previousIndex';

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
  /** Pages whose records came from the previous index, not tokenized again. */
  keptPages: number;
}

/** A line of the extracts cache: the HTML's hash, what was extracted, and the file's identity. */
type ExtractLine = [hash: string, page: ExtractedPage, file?: string];

/**
 * What the last build's index was made of, and its folder: the same code, shard size and pages
 * (each page's key says its URL, group and HTML) give the same files.
 */
interface IndexRecord {
  dir: string;
  shardBytes: number;
  /** The index code the records were made by: another one's are not kept (see WRITER_VERSION). */
  writer: string;
  pages: IndexedPages;
}

const WRITER = `${FORMAT_VERSION}.${WRITER_VERSION}`;

/** A page to index: its URL and route, and its HTML file in the output with its identity. */
interface Candidate {
  url: string;
  route: RouteConfig;
  file: string;
  identity: string;
}

export async function writeSearchIndex(
  inputs: IndexInputs,
  target: string,
  previousTarget: string,
): Promise<WrittenIndex> {
  const lines = (await readCacheLines<ExtractLine>(inputs.cacheFile)) ?? [];
  const known: KnownExtracts = {
    extracts: new Map(lines.map(([hash, page]) => [hash, page])),
    hashOfFile: new Map(lines.map(([hash, , file]) => [file, hash])),
  };
  const candidates = candidatesOf(inputs);
  const recordFile = inputs.cacheFile.replace(/\.json$/, '-index.json');

  const stored = await readCacheJson<IndexRecord>(recordFile);
  const record = stored?.writer === WRITER ? stored : undefined;
  if (record && record.shardBytes === inputs.shardBytes && allKept(candidates, known, record)) {
    const linked = linkPreviousIndex(previousTarget, target, record.dir);
    if (linked) return { ...linked, reused: true, keptPages: linked.pageCount };
  }
  const previous = record ? PreviousIndex.open(previousTarget, record.dir, record.pages) : null;
  const make = (from: PreviousIndex | null) =>
    makeIndex({ inputs, candidates, known, target, previousTarget, recordFile }, from);
  try {
    return await make(previous);
  } catch (error) {
    if (!(error instanceof PreviousIndexError)) throw error;
    log.warn(`Search index: the previous index could not be read (${error.message}); made anew.`);
    fs.rmSync(target, { recursive: true, force: true });
    return make(null);
  }
}

interface KnownExtracts {
  extracts: Map<string, ExtractedPage>;
  /** By file identity (see fileIdentity): the HTML hash of a page the previous build indexed. */
  hashOfFile: Map<string | undefined, string>;
}

interface IndexJob {
  inputs: IndexInputs;
  candidates: Candidate[];
  known: KnownExtracts;
  target: string;
  previousTarget: string;
  recordFile: string;
}

/**
 * Feeds every candidate to the index builder and writes the files. A page the previous index
 * holds with the same URL, group and HTML keeps its records from there (field lengths and
 * postings): only the pages that changed are tokenized.
 */
async function makeIndex(job: IndexJob, previous: PreviousIndex | null): Promise<WrittenIndex> {
  const { inputs } = job;
  const files = new IndexFileWriter(job.target, job.previousTarget);
  const builder = new SearchIndexBuilder({
    shardBytes: inputs.shardBytes,
    onBlock: (index, json, previousIndex) => files.block(index, json, previousIndex),
  });
  const indexed: IndexedPages = [];
  const newIds = new Int32Array(previous?.recordCount ?? 0).fill(-1);
  let keptPages = 0;
  // Written as pages are extracted; replaces the previous file only once complete.
  const cache = await CacheLinesWriter.open(inputs.cacheFile);
  const cached = new Set<string>();
  try {
    for (const candidate of job.candidates) {
      const { hash, page } = extractOf(candidate, job.known, inputs.siteTitle);
      if (!cached.has(hash)) {
        cached.add(hash);
        await cache.write([hash, page, candidate.identity] satisfies ExtractLine);
      }
      if (page.noindex) continue;
      const lvl0 = lvl0Of(candidate.route, page.breadcrumbRoot);
      const key = pageKey(candidate.url, lvl0, hash);
      const blocksBefore = builder.blockCount;
      const indexable = {
        url: candidate.url,
        lvl0,
        lvl1: page.title,
        sections: page.sections,
        categoryIndex: page.categoryIndex,
      };
      const kept = previous?.kept(key, page.sections.length);
      if (!kept) builder.add(indexable);
      else {
        keptPages++;
        const first = builder.addKept(indexable, kept.fieldLengths, kept.firstBlock);
        for (let r = 0; r < page.sections.length; r++) newIds[kept.first + r] = first + r;
      }
      indexed.push([key, page.sections.length, builder.blockCount - blocksBefore]);
    }
    if (previous) builder.mergePrevious(previous.entries(), newIds);
    await cache.close();
  } catch (error) {
    await cache.abort();
    throw error;
  }
  const dir = files.finish(builder.writeFolder((name, text) => files.folderFile(name, text)));
  const record: IndexRecord = {
    dir,
    shardBytes: inputs.shardBytes,
    writer: WRITER,
    pages: indexed,
  };
  await writeCacheJson(job.recordFile, record);
  return { pageCount: builder.pageCount, fileCount: files.count, reused: false, keptPages };
}

/** The pages the index takes, in the order of `pages`. */
function candidatesOf(inputs: IndexInputs): Candidate[] {
  const byPath = new Map(inputs.routes.map((r) => [normalizeRoutePath(r.path), r]));
  const candidates: Candidate[] = [];
  for (const [routePath, htmlFile] of inputs.pages) {
    const route = byPath.get(normalizeRoutePath(routePath));
    if (!shouldIndex(route, htmlFile, inputs.ignore)) continue;
    const file = path.join(inputs.outDir, htmlFile);
    const url = applyTrailingSlash(routePath, inputs.trailingSlash);
    candidates.push({ url, route, file, identity: fileIdentity(file) });
  }
  return candidates;
}

/**
 * A page's extract: from the cache when its file is the previous build's (linked: the same
 * inode, size and time, so it is not read again) or its HTML is one seen before; else read.
 */
function extractOf(
  { file, identity }: Candidate,
  { extracts, hashOfFile }: KnownExtracts,
  siteTitle: string,
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
  return { hash, page: extracts.get(hash) ?? extractPage(html, siteTitle) };
}

/**
 * Every candidate is a page kept from the previous build (known by its file's identity) and the
 * pages it indexes are the record's, in order: the index would be the same files.
 */
function allKept(
  candidates: Candidate[],
  { extracts, hashOfFile }: KnownExtracts,
  record: IndexRecord,
): boolean {
  let at = 0;
  for (const candidate of candidates) {
    const hash = hashOfFile.get(candidate.identity);
    const page = hash && extracts.get(hash);
    if (!page) return false;
    if (page.noindex) continue;
    const key = pageKey(candidate.url, lvl0Of(candidate.route, page.breadcrumbRoot), hash);
    if (record.pages[at++]?.[0] !== key) return false;
  }
  return at === record.pages.length;
}

/** Inode, size and modification time: a file written again is a new inode or a new time. */
function fileIdentity(file: string): string {
  const stat = fs.statSync(file, { bigint: true });
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}
