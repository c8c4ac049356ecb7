// Fidelity of one build against another (`--compare-site`): the content of every page both
// built, read from the HTML with parse5 (a spec-compliant HTML parser, in node_modules through
// jsdom: minified output leaves out optional end tags such as </td> and </tr>, which simpler
// parsers nest wrongly) and compared piece by piece: headings, code blocks, admonitions, tables,
// tab labels and links.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { walkFiles } from './lib.mjs';

// ---------------------------------------------------------------- pages of an output folder

/**
 * Every HTML file of an output folder by page key: the URL path without `.html`, `/index.html`
 * or a trailing slash (`/docs/intro`, `/` for the home page), so `trailingSlash` does not matter.
 */
export function htmlPages(out) {
  const pages = new Map();
  if (!fs.existsSync(out)) return pages;
  const files = walkFiles(out, (f) => f.endsWith('.html')).sort();
  for (const file of files) {
    const key = pageKey(path.relative(out, file).split(path.sep).join('/'));
    if (!pages.has(key)) pages.set(key, file);
  }
  return pages;
}

function pageKey(rel) {
  let p = `/${rel}`.replace(/(^|\/)index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

// ---------------------------------------------------------------- DOM helpers

/**
 * parse5's tree in the shape the helpers below read: `{type: 'root'|'tag'|'text', name,
 * attribs, children, parent, data}` (`<template>` contents included as children).
 */
function parseDocument(html) {
  const convert = (node, parent) => {
    if (node.nodeName === '#text') return { type: 'text', data: node.value, parent };
    if (node.nodeName === '#comment' || node.nodeName === '#documentType') return null;
    const out =
      node.nodeName === '#document' || node.nodeName === '#document-fragment'
        ? { type: 'root', children: [], parent }
        : {
            type: node.nodeName === 'script' || node.nodeName === 'style' ? node.nodeName : 'tag',
            name: node.nodeName,
            attribs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])),
            children: [],
            parent,
          };
    for (const child of [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])]) {
      const c = convert(child, out);
      if (c) out.children.push(c);
    }
    return out;
  };
  return convert(parse(html), null);
}

const isElement = (n) => n.type === 'tag' || n.type === 'script' || n.type === 'style';
const classes = (n) => (n.attribs?.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (n, re) =>
  classes(n).some((c) => (typeof re === 'string' ? c === re : re.test(c)));

function* descendants(node) {
  for (const child of node.children ?? []) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}
const findAll = (node, test) => [...descendants(node)].filter(test);
const findFirst = (node, test) => {
  for (const n of descendants(node)) if (test(n)) return n;
  return null;
};
/** Matches of `test` not inside another match (top-level articles, outer tables...). */
function findOutermost(node, test, out = []) {
  for (const child of node.children ?? []) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findOutermost(child, test, out);
  }
  return out;
}
const ancestors = function* (node) {
  for (let p = node.parent; p; p = p.parent) yield p;
};

/** Text of a node: `<br>` is a line break, script/style and `skip` matches are left out. */
function rawText(node, skip = () => false) {
  if (node.type === 'text') return node.data;
  if (!isElement(node) && node.type !== 'root') return '';
  if (node.type === 'script' || node.type === 'style') return '';
  if (node.name === 'br') return '\n';
  if (node.type !== 'root' && skip(node)) return '';
  return (node.children ?? []).map((c) => rawText(c, skip)).join('');
}
const decodeSpaces = (s) => s.replace(/[\u200b\ufeff]/g, '').replace(/\u00a0/g, ' ');
/** One line of text, whitespace collapsed. */
const text = (node, skip) => decodeSpaces(rawText(node, skip)).replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------- the content of a page

// Parts of an article that are not the page's content: navigation, footers (tags, edit links),
// breadcrumbs, version badges, the mobile table of contents, heading anchors.
const CHROME_CLASSES =
  /^(hash-link|pagination-nav|theme-doc-breadcrumbs|theme-doc-version-badge|theme-doc-version-banner|theme-doc-toc-mobile|theme-doc-footer|theme-edit-this-page|theme-last-updated|doc-item__toc-mobile|doc-item__banner|doc-item__footer|heading__anchor)$/;
const isChrome = (n) =>
  n.name === 'nav' ||
  n.name === 'footer' ||
  (n.name === 'button' && n.attribs?.role !== 'tab') || // copy buttons; tab labels are content
  (n.name === 'a' && hasClass(n, 'hash-link')) ||
  hasClass(n, CHROME_CLASSES) ||
  /^(navigation|contentinfo)$/.test(n.attribs?.role ?? '');

/**
 * The content roots of a page: Docusaurus' `.theme-doc-markdown` (a doc's Markdown, title
 * included), else the outermost `<article>`s (a doc elsewhere, a blog post, each post of a list,
 * an MDX page), else `<main>`, else `<body>`. The same rule on both sides; chrome inside a root
 * is skipped when reading it.
 */
function contentRoots(doc) {
  const markdown = findOutermost(doc, (n) => hasClass(n, 'theme-doc-markdown'));
  if (markdown.length) return { kind: '.theme-doc-markdown', roots: markdown };
  const articles = findOutermost(doc, (n) => n.name === 'article');
  if (articles.length) return { kind: 'article', roots: articles };
  const main = findOutermost(doc, (n) => n.name === 'main');
  if (main.length) return { kind: 'main', roots: main };
  const body = findFirst(doc, (n) => n.name === 'body');
  return { kind: 'body', roots: [body ?? doc] };
}

/** Elements of the content (chrome and what it contains left out), in document order. */
function contentElements(roots) {
  const out = [];
  const visit = (node) => {
    for (const child of node.children ?? []) {
      if (!isElement(child) || isChrome(child)) continue;
      out.push(child);
      visit(child);
    }
  };
  for (const root of roots) visit(root);
  return out;
}

const languageOf = (n) =>
  classes(n)
    .find((c) => c.startsWith('language-'))
    ?.slice(9);

function codeBlock(pre) {
  // Language: on the <pre>, its <code>, or the container (Docusaurus puts it on both).
  const code = findFirst(pre, (n) => n.name === 'code');
  let language = languageOf(pre) ?? (code && languageOf(code));
  let container = null;
  for (const a of ancestors(pre)) {
    language ??= languageOf(a);
    if (hasClass(a, /^(theme-code-block|code-block)$|codeBlockContainer/)) {
      container = a;
      break;
    }
  }
  const titleNode =
    container &&
    findFirst(container, (n) => hasClass(n, /codeBlockTitle|^code-block__title$|^code-title$/));
  // Line numbers are not code (Docusaurus draws them with CSS counters, others as text).
  const skip = (n) => n.attribs?.['aria-hidden'] === 'true' || hasClass(n, /line-?number/i);
  const lines = decodeSpaces(rawText(pre, skip))
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  while (lines.length && !lines[0]) lines.shift();
  return {
    language: language || 'text',
    title: titleNode ? text(titleNode) : '',
    text: lines.join('\n'),
  };
}

function admonition(n) {
  const part = (re) => findFirst(n, (c) => hasClass(c, re));
  const heading = part(/admonitionHeading|^admonition__heading$|^admonition-heading$/);
  const content = part(/admonitionContent|^admonition__content$|^admonition-content$/);
  return {
    type:
      classes(n)
        .find((c) => c.startsWith('theme-admonition-'))
        ?.slice(17) ?? 'unknown',
    title: heading ? text(heading, isChrome) : '',
    text: text(content ?? n, isChrome),
  };
}

/** Where a link goes, as a path of this site (base URL kept) or the absolute URL elsewhere. */
function linkTarget(href, pageUrl, siteOrigin) {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return href;
  let url;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return href;
  }
  if (url.origin !== 'https://page.invalid' && url.origin !== siteOrigin) return url.href;
  let p = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return decodeURIComponentSafe(p) + url.search + decodeURIComponentSafe(url.hash);
}
function decodeURIComponentSafe(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * What a page says, read from its HTML: `{root, headings, code, admonitions, tables, tabs,
 * links}`. `baseUrl` and `siteUrl` resolve links.
 */
export function extractPage(html, { key, baseUrl = '/', siteUrl = '' }) {
  const doc = parseDocument(html);
  const { kind, roots } = contentRoots(doc);
  const elements = contentElements(roots);
  const inPre = (n) => [...ancestors(n)].some((a) => a.name === 'pre');
  const pageUrl = `https://page.invalid${baseUrl.replace(/\/$/, '')}${key === '/' ? '/' : `${key}`}`;
  let siteOrigin = 'https://page.invalid';
  try {
    if (siteUrl) siteOrigin = new URL(siteUrl).origin;
  } catch {
    // not a URL
  }
  const skipChrome = (n) => isChrome(n);
  const page = {
    root: kind,
    headings: [],
    code: [],
    admonitions: [],
    tables: [],
    tabs: [],
    links: [],
  };
  for (const n of elements) {
    if (/^h[1-6]$/.test(n.name) && !inPre(n))
      page.headings.push({ level: Number(n.name[1]), text: text(n, skipChrome) });
    else if (n.name === 'pre') page.code.push(codeBlock(n));
    else if (hasClass(n, 'theme-admonition')) page.admonitions.push(admonition(n));
    else if (n.name === 'table')
      page.tables.push(
        findAll(n, (r) => r.name === 'tr').map((r) =>
          (r.children ?? [])
            .filter((c) => c.name === 'td' || c.name === 'th')
            .map((c) => text(c, skipChrome)),
        ),
      );
    else if (n.attribs?.role === 'tablist')
      page.tabs.push(findAll(n, (t) => t.attribs?.role === 'tab').map((t) => text(t)));
    else if (n.name === 'a' && n.attribs?.href !== undefined && !inPre(n))
      page.links.push({
        text: text(n, skipChrome),
        target: linkTarget(n.attribs.href, pageUrl, siteOrigin),
      });
  }
  return page;
}

// ---------------------------------------------------------------- comparing two pages

const CATEGORIES = ['headings', 'code', 'admonitions', 'tables', 'tabs', 'links'];
const FIELDS = {
  headings: ['level', 'text'],
  code: ['language', 'title', 'text'],
  admonitions: ['type', 'title', 'text'],
  links: ['target', 'text'],
};

const clip = (s, n = 70) => {
  const one = String(s).replace(/\n/g, '⏎');
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};
/** A short picture of one item, for the report. */
export function describe(category, item) {
  if (item === undefined) return '(none)';
  switch (category) {
    case 'headings':
      return `h${item.level} "${clip(item.text)}"`;
    case 'code':
      return `${item.language}${item.title ? ` title "${clip(item.title, 40)}"` : ''} "${clip(item.text, 50)}"`;
    case 'admonitions':
      return `${item.type}${item.title ? ` title "${clip(item.title, 30)}"` : ''} "${clip(item.text, 50)}"`;
    case 'tables':
      return `${item.length} rows, first "${clip(item[0]?.join(' | ') ?? '', 60)}"`;
    case 'tabs':
      return `[${clip(item.join(', '), 60)}]`;
    case 'links':
      return `"${clip(item.text, 40)}" -> ${clip(item.target, 60)}`;
    default:
      return clip(JSON.stringify(item));
  }
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const squash = (s) => String(s).replace(/\s+/g, '');

/** Where two texts first differ, e.g. `line 3: "a(b)" vs "a (b)"`. */
function textDiff(a, b) {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++)
    if (la[i] !== lb[i])
      return `line ${i + 1}${la.length !== lb.length ? ` (of ${la.length} vs ${lb.length})` : ''}: "${clip(la[i] ?? '(none)', 60)}" vs "${clip(lb[i] ?? '(none)', 60)}"`;
  return '';
}

/**
 * The differences of one category: null when identical, else `{category, kind, detail}` for its
 * first difference. `kind` groups alike differences across pages (`code: language`, `links:
 * missing in Tessera`...).
 */
function compareCategory(category, a, b) {
  if (same(a, b)) return null;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && same(a[i], b[i])) i++;
  if (a.length !== b.length) {
    // One side has items the other lacks: name the first one (an item of the longer list that
    // the shorter one does not have at all, else the first position that differs).
    const [long, short, side] =
      a.length > b.length ? [a, b, 'missing in Tessera'] : [b, a, 'extra in Tessera'];
    const extra = long.find((x) => !short.some((y) => same(x, y))) ?? long[i];
    return {
      category,
      kind: `${category}: ${side}`,
      detail: `${a.length} vs ${b.length} ${category}; ${side === 'missing in Tessera' ? 'Docusaurus has' : 'Tessera has'} ${describe(category, extra)}`,
    };
  }
  const x = a[i];
  const y = b[i];
  const fields = FIELDS[category];
  let field = 'content';
  if (fields) field = fields.find((f) => !same(x[f], y[f])) ?? 'content';
  let qualifier = '';
  const fx = fields ? x[field] : x;
  const fy = fields ? y[field] : y;
  if (typeof fx === 'string' && typeof fy === 'string' && squash(fx) === squash(fy))
    qualifier = ' (whitespace only)';
  else if (category === 'tables' || category === 'tabs')
    qualifier =
      squash(JSON.stringify(fx)) === squash(JSON.stringify(fy)) ? ' (whitespace only)' : '';
  let detail = `#${i + 1}: Docusaurus ${describe(category, x)} vs Tessera ${describe(category, y)}`;
  if (category === 'code' && field === 'text') detail += `; ${textDiff(x.text, y.text)}`;
  return { category, kind: `${category}: ${field}${qualifier}`, detail };
}

/** All differing categories of a page (first difference of each), in category order. */
export function comparePages(a, b) {
  const diffs = [];
  for (const category of CATEGORIES) {
    const d = compareCategory(category, a[category], b[category]);
    if (d) diffs.push(d);
  }
  return diffs;
}

// ---------------------------------------------------------------- comparing two outputs

/**
 * Compares every page two output folders share. Resolves to the counts, the pages each side
 * alone built, every differing page with its differences, and the kinds of difference with the
 * number of pages each appears on.
 */
export function compareOutputs(outA, outB, { baseUrl, siteUrl } = {}) {
  const pagesA = htmlPages(outA);
  const pagesB = htmlPages(outB);
  const both = [...pagesA.keys()].filter((k) => pagesB.has(k)).sort();
  const onlyA = [...pagesA.keys()].filter((k) => !pagesB.has(k)).sort();
  const onlyB = [...pagesB.keys()].filter((k) => !pagesA.has(k)).sort();
  const differing = [];
  const kinds = new Map();
  const roots = new Map();
  let identical = 0;
  for (const key of both) {
    const read = (file) => extractPage(fs.readFileSync(file, 'utf8'), { key, baseUrl, siteUrl });
    const a = read(pagesA.get(key));
    const b = read(pagesB.get(key));
    const rootPair = `${a.root} / ${b.root}`;
    roots.set(rootPair, (roots.get(rootPair) ?? 0) + 1);
    const diffs = comparePages(a, b);
    if (!diffs.length) {
      identical++;
      continue;
    }
    differing.push({ page: key, diffs });
    for (const d of diffs) {
      const k = kinds.get(d.kind) ?? { kind: d.kind, pages: 0, examples: [] };
      k.pages++;
      if (k.examples.length < 3) k.examples.push({ page: key, detail: d.detail });
      kinds.set(d.kind, k);
    }
  }
  return {
    pages: { docusaurus: pagesA.size, tessera: pagesB.size, both: both.length },
    identical,
    share: both.length ? identical / both.length : 0,
    contentRoots: Object.fromEntries([...roots].sort((x, y) => y[1] - x[1])),
    kinds: [...kinds.values()].sort((x, y) => y.pages - x.pages || x.kind.localeCompare(y.kind)),
    differing,
    onlyDocusaurus: onlyA,
    onlyTessera: onlyB,
  };
}
