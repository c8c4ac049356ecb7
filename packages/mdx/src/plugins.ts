// remark/rehype plugins of the pipeline. Each reads or writes `file.data` so the compile step
// can return TOC, assets and link problems next to the code.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { visit, SKIP } from 'unist-util-visit';
import { toString as hastToString } from 'hast-util-to-string';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Root as MdastRoot, Definition, Heading, Link, Image, Code, Paragraph } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import type { VFile } from 'vfile';

export interface PipelineData {
  toc: Array<{ value: string; id: string; level: number }>;
  assets: Array<{ source: string; url: string }>;
  brokenMarkdownLinks: Array<{ url: string; line?: number }>;
  missingImages: Array<{ url: string; line?: number }>;
  contentTitle?: string;
}

export function pipelineData(file: VFile): PipelineData {
  const data = file.data as { tessera?: PipelineData };
  data.tessera ??= { toc: [], assets: [], brokenMarkdownLinks: [], missingImages: [] };
  return data.tessera;
}

const ADMONITIONS = new Set([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
]);

/** `:::note[Title]` container directives -> `<Admonition type title>`; other directives back to text. */
export function remarkAdmonitions() {
  return (tree: MdastRoot) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mdast nodes of several kinds, read duck-typed
    visit(tree, (node: any, index, parent: any) => {
      if (node.type === 'containerDirective' && ADMONITIONS.has(node.name)) {
        let title: string | undefined;
        const first = node.children[0] as Paragraph & { data?: { directiveLabel?: boolean } };
        if (first?.type === 'paragraph' && first.data?.directiveLabel) {
          title = mdastToString(first);
          node.children.shift();
        }
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        parent.children[index!] = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes,
          children: node.children,
          position: node.position,
        };
        return;
      }
      if (
        (node.type === 'textDirective' || node.type === 'leafDirective') &&
        parent &&
        index !== undefined
      ) {
        // `a:b` in prose is not a directive to us: restore the text that was written.
        const prefix = node.type === 'textDirective' ? ':' : '::';
        const label = node.children?.length ? `[${mdastToString(node)}]` : '';
        const replacement = { type: 'text', value: `${prefix}${node.name}${label}` };
        parent.children.splice(index, 1, replacement);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

/** `## Title {#custom-id}` sets the heading id; the first h1 becomes the content title. */
export function remarkHeadings() {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = /\s*\{#([^}]+)\}\s*$/.exec(last.value);
        if (m) {
          last.value = last.value.slice(0, m.index);
          node.data = {
            ...node.data,
            hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] },
          };
        }
      }
      if (node.depth === 1 && pipelineData(file).contentTitle === undefined)
        pipelineData(file).contentTitle = mdastToString(node);
    });
  };
}

/** Passes the code fence meta string (`title="x" {1,3} showLineNumbers`) to the theme. */
export function remarkCodeMeta() {
  return (tree: MdastRoot) => {
    visit(tree, 'code', (node: Code) => {
      if (node.meta)
        node.data = {
          ...node.data,
          hProperties: { ...(node.data?.hProperties ?? {}), metastring: node.meta },
        };
    });
  };
}

export interface LinkOptions {
  filePath: string;
  /** Absolute path of a Markdown file -> its URL (this file's own included). */
  permalinks: Record<string, string>;
  baseUrl: string;
  /** The content folder the file belongs to (the docs root): links may start from it. */
  contentRoot?: string;
  /** The site folder: links and images may start from it (`/…`, `@site/…`). */
  siteDir?: string;
}

/**
 * The files a Markdown link URL may point at, in order (as Docusaurus resolves them): relative
 * to the page, then from the content folder it belongs to, then from the site folder. A `/`
 * link starts from the content folder, then the site folder; `@site/` names the site folder.
 */
export function linkTargets(
  filePath: string,
  url: string,
  contentRoot?: string,
  siteDir?: string,
): string[] {
  const decoded = safeDecodeURI(url);
  if (url.startsWith('@site/')) return siteDir ? [path.join(siteDir, decoded.slice(5))] : [];
  const roots = [contentRoot, siteDir ?? filePath.split('/content/')[0]].filter(
    (root): root is string => !!root,
  );
  if (url.startsWith('/')) return roots.map((root) => path.join(root, decoded));
  const dir = path.dirname(filePath);
  return [
    path.resolve(dir, decoded),
    path.resolve(dir, url),
    ...roots.map((root) => path.resolve(root, decoded)),
  ];
}

/**
 * The file an image URL names: relative to the page, or `@site/…` from the site folder. Null
 * for URLs the browser loads as they are (`/static/path`, other hosts, data URLs).
 */
export function imageSource(url: string, filePath: string, siteDir?: string): string | null {
  const pathPart = safeDecodeURI(url.split(/[?#]/)[0]!);
  if (url.startsWith('@site/')) return siteDir ? path.join(siteDir, pathPart.slice(5)) : null;
  if (/^([a-z]+:|\/\/|\/|data:)/i.test(url)) return null;
  return path.resolve(path.dirname(filePath), pathPart);
}

function safeDecodeURI(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * Rewrites relative links to `.md`/`.mdx` files into URLs, and bundles relative images. The
 * options come per file in `file.data.links`, so one processor serves every file.
 */
export function remarkLinksAndImages() {
  return (tree: MdastRoot, file: VFile) => {
    const options = (file.data as { links: LinkOptions }).links;
    const data = pipelineData(file);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mdast nodes of several kinds, read duck-typed
    visit(tree, (node: any) => {
      // A definition is the target of reference links (`[text][ref]` … `[ref]: ./page.md`).
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as Link | Definition;
        const m = /^([^#?]+\.mdx?)(#.*)?$/.exec(link.url);
        if (/^[a-z]+:/i.test(link.url)) return;
        if (!m) {
          const file = linkedFile(link.url, options.filePath, options.siteDir);
          if (file) {
            // A download next to the page (`./report.pdf`): shipped with a hashed name.
            const url = assetUrl(file, options.baseUrl, 'files');
            data.assets.push({ source: file, url });
            link.url = url + (/#.*$/.exec(link.url)?.[0] ?? '');
          } else link.url = absolutePageLink(link.url, options.permalinks[options.filePath]);
          return;
        }
        const permalink = linkTargets(options.filePath, m[1]!, options.contentRoot, options.siteDir)
          .map((target) => options.permalinks[target])
          .find((p) => p !== undefined);
        if (permalink) link.url = permalink + (m[2] ?? '');
        else data.brokenMarkdownLinks.push({ url: link.url, line: link.position?.start.line });
      } else if (node.type === 'image') {
        const image = node as Image;
        const source = imageSource(image.url, options.filePath, options.siteDir);
        if (!source) return;
        if (!fs.existsSync(source)) {
          data.missingImages.push({ url: image.url, line: image.position?.start.line });
          return;
        }
        image.url = assetUrl(source, options.baseUrl);
        data.assets.push({ source, url: image.url });
      }
    });
  };
}

/**
 * A relative link to another page (`configuration#option`, `../tutorials/x`) as the absolute
 * URL the browser would go to from this page's URL, so it holds wherever the HTML is served.
 * Links with a file extension (downloads), `#…`, `?…`, `//…` and absolute paths stay.
 */
function absolutePageLink(url: string, ownUrl: string | undefined): string {
  if (!ownUrl || /^([#?/]|\/\/)/.test(url) || url === '') return url;
  const pathPart = url.split(/[?#]/)[0]!;
  if (/\.[a-z0-9]+$/i.test(pathPart) && !/\.html?$/i.test(pathPart)) return url;
  const resolved = new URL(url, 'http://page.invalid' + ownUrl);
  return resolved.pathname + resolved.search + resolved.hash;
}

export function assetUrl(
  source: string,
  baseUrl: string,
  folder: 'images' | 'files' = 'images',
): string {
  const hash = crypto.createHash('sha1').update(fs.readFileSync(source)).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  return `${baseUrl}assets/${folder}/${path.basename(source, ext)}-${hash}${ext}`;
}

/**
 * The file a link names when it is one, as Docusaurus bundles it: relative (or `@site/…`), with
 * an extension that is no page's (`.pdf`, `.zip`, `.pbix`), and present on disk. Null otherwise.
 */
export function linkedFile(url: string, filePath: string, siteDir?: string): string | null {
  const pathPart = url.split(/[?#]/)[0]!;
  if (!/\.[a-z0-9]+$/i.test(pathPart) || /\.(html?|mdx?)$/i.test(pathPart)) return null;
  const file = imageSource(url, filePath, siteDir);
  return file && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** Collects h2-h6 with their ids (after rehype-slug) as the page's table of contents. */
export function rehypeToc() {
  return (tree: HastRoot, file: VFile) => {
    const toc = pipelineData(file).toc;
    visit(tree, 'element', (node: Element) => {
      const m = /^h([2-6])$/.exec(node.tagName);
      if (m && typeof node.properties?.id === 'string') {
        toc.push({ value: hastToString(node), id: node.properties.id, level: Number(m[1]) });
      }
    });
  };
}

/** JSX `<details>` in MDX stays a literal element; render it with the theme's Details instead. */
export function remarkDetailsComponent() {
  return (tree: MdastRoot) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mdast nodes of several kinds, read duck-typed
    visit(tree, (node: any) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === 'details'
      )
        node.name = 'Details';
    });
  };
}
