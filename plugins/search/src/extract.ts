// Reads a rendered page: its title, h2/h3 sections with their ids, and the text of each section.
// Only the page's own content counts: the first <article> (or <main>), without navigation,
// sidebars, table of contents, footers, code blocks and buttons.
import { Parser } from 'htmlparser2';

export interface ExtractedSection {
  level: 1 | 2 | 3;
  lvl2: string | null;
  lvl3: string | null;
  anchor: string | null;
  text: string;
}

export interface ExtractedPage {
  /** The h1, else the document title without the site name. */
  title: string;
  /** A robots meta asks search engines to skip the page. */
  noindex: boolean;
  /** First entry of a schema.org BreadcrumbList (a docs category), when there are several. */
  breadcrumbRoot: string | null;
  /** Level 1 first (intro text before the first h2), then one per h2/h3, in page order. */
  sections: ExtractedSection[];
}

// Never content: chrome, code, interactive controls.
const SKIPPED_TAGS = new Set([
  'nav',
  'aside',
  'footer',
  'pre',
  'script',
  'style',
  'svg',
  'button',
  'form',
  'noscript',
  'template',
  'select',
  'textarea',
  'iframe',
  'object',
  'canvas',
  'dialog',
  'head',
]);
const SKIPPED_CLASS = /(^|\s)(hash-link|heading__anchor|code-block|sr-only|skip-to-content)/;
// Words on either side of these must not run together.
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'td',
  'th',
  'tr',
  'table',
  'br',
  'blockquote',
  'section',
  'dd',
  'dt',
  'dl',
  'h4',
  'h5',
  'h6',
  'figcaption',
  'details',
  'summary',
  'hr',
  'img',
]);
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

interface Frame {
  name: string;
  skipped: boolean;
  /** Inside a <header>: headings count, other text (dates, authors) does not. */
  headingsOnly: boolean;
}

export function extractPage(html: string, siteTitle = ''): ExtractedPage {
  const stack: Frame[] = [];
  const sections: ExtractedSection[] = [
    { level: 1, lvl2: null, lvl3: null, anchor: null, text: '' },
  ];
  let documentTitle = '';
  let inTitle = false;
  let h1 = '';
  let noindex = false;
  let ldJson: string | null = null;
  let collectingLd = false;
  // The first <article> replaces whatever main content came before it and ends collection.
  let articleDepth = -1;
  let articleDone = false;
  let inMain = false;
  let sawMain = false;
  let heading: { level: number; id: string | null; text: string } | null = null;
  let currentH2: string | null = null;

  const resetSections = () => {
    sections.length = 0;
    sections.push({ level: 1, lvl2: null, lvl3: null, anchor: null, text: '' });
    currentH2 = null;
    h1 = '';
  };
  const top = () => stack[stack.length - 1];
  const collecting = () => !articleDone && (inMain || !sawMain) && !top()?.skipped;
  const current = () => sections[sections.length - 1]!;
  const space = () => {
    if (heading) heading.text += ' ';
    else current().text += ' ';
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = top();
        if (name === 'title' && parent?.name === 'head') inTitle = true;
        if (
          name === 'meta' &&
          attribs.name?.toLowerCase() === 'robots' &&
          /noindex/i.test(attribs.content ?? '')
        )
          noindex = true;
        if (name === 'script' && attribs.type === 'application/ld+json' && ldJson === null)
          collectingLd = true;
        if (name === 'main' && !sawMain && articleDepth === -1) {
          // Whatever came before <main> (announcement bar, navbar) is chrome.
          inMain = true;
          sawMain = true;
          resetSections();
        }
        if (name === 'article' && articleDepth === -1 && !articleDone && !parent?.skipped) {
          articleDepth = stack.length;
          resetSections();
        }
        const skipped =
          !!parent?.skipped ||
          SKIPPED_TAGS.has(name) ||
          SKIPPED_CLASS.test(attribs.class ?? '') ||
          attribs['aria-hidden'] === 'true';
        const headingsOnly = !!parent?.headingsOnly || name === 'header';
        stack.push({ name, skipped, headingsOnly });
        if (!skipped && collecting() && /^h[1-3]$/.test(name) && !heading) {
          heading = { level: Number(name[1]), id: attribs.id ?? null, text: '' };
        } else if (BLOCK_TAGS.has(name)) space();
        if (VOID_TAGS.has(name)) stack.pop();
      },
      ontext(text) {
        if (inTitle) documentTitle += text;
        if (collectingLd) ldJson = (ldJson ?? '') + text;
        if (!collecting()) return;
        if (heading) heading.text += text;
        else if (!top()?.headingsOnly) current().text += text;
      },
      onclosetag(name) {
        // Void elements were popped when they opened.
        if (VOID_TAGS.has(name)) return;
        if (name === 'title') inTitle = false;
        if (name === 'script') collectingLd = false;
        if (heading && name === `h${heading.level}`) {
          const text = clean(heading.text);
          if (heading.level === 1) h1 ||= text;
          else if (heading.level === 2) {
            currentH2 = text;
            sections.push({ level: 2, lvl2: text, lvl3: null, anchor: heading.id, text: '' });
          } else
            sections.push({ level: 3, lvl2: currentH2, lvl3: text, anchor: heading.id, text: '' });
          heading = null;
        }
        if (BLOCK_TAGS.has(name)) space();
        stack.pop();
        if (name === 'main') inMain = false;
        if (name === 'article' && stack.length === articleDepth) {
          articleDone = true;
          // Nothing after the article counts (table of contents, footer, scripts).
          parser.pause();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(skipToArticle(html));
  if (!articleDone) parser.end();

  const title = h1 || stripSiteTitle(clean(documentTitle), siteTitle);
  return {
    title,
    noindex,
    breadcrumbRoot: breadcrumbRoot(ldJson),
    sections: sections.map((s) => ({ ...s, text: clean(s.text) })),
  };
}

/**
 * The head (title, robots meta, breadcrumb JSON-LD) and the document from its first <article> on:
 * what comes between (navbar, a docs sidebar of hundreds of links) would be dropped anyway when
 * the article starts, so it is not parsed at all. Pages without an article are read whole.
 */
function skipToArticle(html: string): string {
  const headEnd = html.indexOf('</head>');
  const articleStart = headEnd < 0 ? -1 : html.indexOf('<article', headEnd);
  return articleStart < 0
    ? html
    : html.slice(0, headEnd + '</head>'.length) + html.slice(articleStart);
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function stripSiteTitle(title: string, siteTitle: string): string {
  if (!siteTitle) return title;
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

function breadcrumbRoot(json: string | null): string | null {
  if (!json) return null;
  try {
    const data = JSON.parse(json) as {
      '@type'?: string;
      itemListElement?: Array<{ name?: unknown }>;
    };
    const items = data['@type'] === 'BreadcrumbList' ? (data.itemListElement ?? []) : [];
    return items.length >= 2 && typeof items[0]!.name === 'string' ? items[0]!.name : null;
  } catch {
    return null;
  }
}
