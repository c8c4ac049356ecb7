// Dev only: the index is written to .tessera/dev/search by every content load, and a webpack
// plugin serves it from the dev server's memory at <baseUrl>search/, where the build puts it.
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { INDEX_FOLDER, MANIFEST_FILE } from './shared/index';
import { sectionsFromMarkdown } from './markdown';
import { readContentFile } from '@tessera/core/node';
import type { AllContent } from '@tessera/core/node';
import type { IndexablePage } from './writer';

/** Writes the files, replacing the previous index. */
export async function writeIndexFolder(dir: string, files: Map<string, string>): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true });
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, text);
  }
}

/** Emits the dev index as webpack assets; re-read only when the manifest changed. */
export class EmitSearchIndex {
  private cache: { manifest: string; files: Array<[string, Buffer]> } | null = null;
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('TesseraSearchIndex', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'TesseraSearchIndex', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, buffer] of this.read()) compilation.emitAsset(`${INDEX_FOLDER}/${name}`, new RawSource(buffer));
      });
    });
  }

  private read(): Array<[string, Buffer]> {
    const manifestFile = path.join(this.dir, MANIFEST_FILE);
    const manifest = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : '';
    if (this.cache?.manifest !== manifest) {
      const files: Array<[string, Buffer]> = [];
      const walk = (current: string) => {
        if (!fs.existsSync(current)) return;
        for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
          const abs = path.join(current, entry.name);
          if (entry.isDirectory()) walk(abs);
          else files.push([path.relative(this.dir, abs).split(path.sep).join('/'), fs.readFileSync(abs)]);
        }
      };
      walk(this.dir);
      this.cache = { manifest, files };
    }
    return this.cache.files;
  }
}

interface DocLike { source: string; permalink: string; title: string; frontMatter: { draft?: unknown; unlisted?: unknown } }
interface PostLike { source: string; permalink: string; title: string; unlisted?: boolean; draft?: boolean; blogTitle?: string }
interface PageLike { file: string; route: string; type: string; frontMatter?: { draft?: unknown; unlisted?: unknown; title?: unknown } }

/** Docs, blog posts and Markdown pages from the other plugins' loaded content (drafts and unlisted left out). */
export function pagesFromSources(allContent: AllContent, siteDir: string): IndexablePage[] {
  const out: IndexablePage[] = [];
  const add = (file: string, url: string, lvl0: string, title: string | undefined) => {
    const { body, frontMatter } = readContentFile(file);
    const { h1, sections } = sectionsFromMarkdown(body);
    const lvl1 = title ?? (typeof frontMatter.title === 'string' ? frontMatter.title : null) ?? h1 ?? url;
    out.push({ url, lvl0, lvl1, sections });
  };
  for (const content of Object.values(allContent['tessera-plugin-docs'] ?? {})) {
    for (const doc of (content as { docs?: DocLike[] }).docs ?? []) {
      if (doc.frontMatter.draft !== true && doc.frontMatter.unlisted !== true) add(doc.source, doc.permalink, 'Docs', doc.title);
    }
  }
  for (const content of Object.values(allContent['tessera-plugin-blog'] ?? {})) {
    for (const post of (content as { posts?: PostLike[] }).posts ?? []) {
      if (!post.draft && !post.unlisted) add(path.resolve(siteDir, post.source), post.permalink, post.blogTitle ?? 'Blog', post.title);
    }
  }
  for (const content of Object.values(allContent['tessera-plugin-pages'] ?? {})) {
    for (const page of (content as PageLike[] | undefined) ?? []) {
      if (page.type === 'mdx' && page.frontMatter?.draft !== true && page.frontMatter?.unlisted !== true) add(page.file, page.route, 'Pages', undefined);
    }
  }
  return out;
}
