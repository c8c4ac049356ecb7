// Reads a rendered page: its title, h2/h3 sections with their ids, and the text of each section.
// Only the page's own content counts: the <article> that holds the page's h1 (docs, blog posts),
// else <main>, without navigation, sidebars, table of contents, footers, code blocks, buttons,
// breadcrumbs, tag chips and "back" links.
import { Parser } from 'htmlparser2';

/** Changes whenever the same HTML would be read differently (extraction results are cached by HTML). */
export const EXTRACTOR_VERSION = 2;

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
  /** First entry of a schema.org BreadcrumbList: the docs category the page is in (or is the index of). */
  breadcrumbRoot: string | null;
  /**
   * The page is a sidebar category's own page (its sidebar link is a category link marked as the
   * current page, or its breadcrumb is that one category): an overview of a section.
   */
  categoryIndex: boolean;
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
// Chrome by the last part of a class name (`template-page__back`, `mk-button`, `mk-pill`,
// `doc-breadcrumbs`): back links, links drawn as buttons, tag chips, breadcrumbs, pagers, and the
// small labels above a heading.
const CHROME_CLASS_TOKEN =
  /(^|[-_])(back|button|btn|pills?|badges?|chips?|tags|breadcrumbs?|pagination|pager|eyebrow|kicker)$/;
const CHROME_ROLES = new Set(['button', 'navigation', 'banner', 'contentinfo', 'search']);
// A link whose text starts like this leads back to a list ("← All templates", "Back to blog").
const BACK_LINK_TEXT = /^\s*(←|⟵|«|‹|back\b)/i;

function isChrome(name: string, attribs: Record<string, string>): boolean {
  if (SKIPPED_TAGS.has(name) || attribs['aria-hidden'] === 'true') return true;
  if (attribs.role && CHROME_ROLES.has(attribs.role)) return true;
  const cls = attribs.class;
  if (!cls) return false;
  return (
    SKIPPED_CLASS.test(cls) || cls.split(/\s+/).some((token) => CHROME_CLASS_TOKEN.test(token))
  );
}
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

/**
 * `html` as bytes lets a large page be read without decoding what is skipped: a docs page at
 * 10,000 docs is 160 KB, most of it the sidebar, and each such string went to V8's large object
 * space, which only full collections free (postBuild's heap grew by several hundred MB).
 */
export function extractPage(html: string | Uint8Array, siteTitle = ''): ExtractedPage {
  const stack: Frame[] = [];
  const sections: ExtractedSection[] = [
    { level: 1, lvl2: null, lvl3: null, anchor: null, text: '' },
  ];
  let documentTitle = '';
  let inTitle = false;
  let h1 = '';
  let noindex = false;
  let description = '';
  let ldJson: string | null = null;
  let collectingLd = false;
  const {
    text: source,
    articleMode,
    categoryLink,
  } = contentOf(
    typeof html === 'string'
      ? Buffer.from(html)
      : Buffer.from(html.buffer, html.byteOffset, html.byteLength),
  );
  // In article mode the first <article> (the one holding the h1) replaces whatever main content
  // came before it, and ends collection. Otherwise <main> is the content and articles inside it
  // (cards on a landing page) are part of it.
  let articleDepth = -1;
  let articleDone = false;
  let inMain = false;
  let sawMain = false;
  let heading: { level: number; id: string | null; text: string } | null = null;
  let currentH2: string | null = null;
  // Where the text of the open link started, to take back a "← All templates" link.
  let link: { section: number; inHeading: boolean; start: number } | null = null;

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
        if (
          name === 'meta' &&
          attribs.name?.toLowerCase() === 'description' &&
          parent?.name === 'head' &&
          !description
        )
          description = clean(attribs.content ?? '');
        if (name === 'script' && attribs.type === 'application/ld+json' && ldJson === null)
          collectingLd = true;
        if (name === 'main' && !sawMain && articleDepth === -1) {
          // Whatever came before <main> (announcement bar, navbar) is chrome.
          inMain = true;
          sawMain = true;
          resetSections();
        }
        if (
          articleMode &&
          name === 'article' &&
          articleDepth === -1 &&
          !articleDone &&
          !parent?.skipped
        ) {
          articleDepth = stack.length;
          resetSections();
        }
        const skipped = !!parent?.skipped || isChrome(name, attribs);
        const headingsOnly = !!parent?.headingsOnly || name === 'header';
        stack.push({ name, skipped, headingsOnly });
        if (name === 'a' && !skipped && collecting()) {
          link = heading
            ? { section: sections.length, inHeading: true, start: heading.text.length }
            : { section: sections.length, inHeading: false, start: current().text.length };
        }
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
        if (name === 'a' && link) {
          // A link back to a list is navigation, wherever it sits.
          if (link.section === sections.length && link.inHeading === !!heading) {
            const target = heading ?? current();
            if (BACK_LINK_TEXT.test(target.text.slice(link.start)))
              target.text = target.text.slice(0, link.start);
          }
          link = null;
        }
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
        if (name === 'article' && articleDepth !== -1 && stack.length === articleDepth) {
          articleDone = true;
          // Nothing after the article counts (table of contents, footer, scripts).
          parser.pause();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(source);
  if (!articleDone) parser.end();

  const title = h1 || stripSiteTitle(clean(documentTitle), siteTitle);
  const crumbs = breadcrumbNames(ldJson);
  const found = sections.map((s) => ({ ...s, text: clean(s.text) }));
  // The page's own summary (often quoting the error message the page is about, which its code
  // blocks hold) belongs to the page, unless the page already says it.
  const intro = found[0]!;
  const summary = description.toLowerCase();
  if (summary && !found.some((s) => s.text.toLowerCase().includes(summary)))
    intro.text = intro.text ? `${intro.text} ${description}` : description;
  return {
    title,
    noindex,
    breadcrumbRoot: crumbs[0] ?? null,
    categoryIndex: crumbs.length === 1 || categoryLink,
    sections: found,
  };
}

// A sidebar category link marked as the current page (Docusaurus' and our class names).
const CURRENT_CATEGORY_LINK =
  /<a\b(?=[^>]*\baria-current="page")(?=[^>]*\bclass="[^"]*\bmenu__link--sublist\b)[^>]*>/;

/**
 * What is parsed: the head (title, robots meta, breadcrumb JSON-LD) and the document from the
 * <article> that holds the page's h1 on. What comes between (navbar, a docs sidebar of hundreds
 * of links) would be dropped anyway when the article starts, so it is neither decoded nor parsed;
 * the one thing read from it is whether the current sidebar link is a category's
 * (`categoryLink`). A page whose h1 is in no article (a landing page with article cards) is read
 * whole, <main> being its content. Offsets are bytes: every one found is an ASCII `<`, so each
 * piece decodes on its own.
 */
function contentOf(html: Buffer): { text: string; articleMode: boolean; categoryLink: boolean } {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { text: html.toString('utf8'), articleMode: true, categoryLink: false };
  const bodyStart = headEnd + '</head>'.length;
  const h1 = firstH1(html);
  const article = h1 < 0 ? -1 : html.lastIndexOf('<article', h1);
  if (article < bodyStart || html.lastIndexOf('</article>', h1) > article) {
    return {
      text: html.toString('utf8'),
      articleMode: false,
      categoryLink: CURRENT_CATEGORY_LINK.test(html.toString('utf8', bodyStart)),
    };
  }
  return {
    text: html.toString('utf8', 0, bodyStart) + html.toString('utf8', article),
    articleMode: true,
    categoryLink: hasCurrentCategoryLink(html, bodyStart, article),
  };
}

/** Where `<h1` followed by a space or `>` first starts (as /<h1[\s>]/ finds it), or -1. */
function firstH1(html: Buffer): number {
  for (let at = html.indexOf('<h1'); at >= 0; at = html.indexOf('<h1', at + 1)) {
    // A character is at most 4 bytes: the next one, decoded.
    if (/^[\s>]/.test(html.toString('utf8', at + 3, at + 7))) return at;
  }
  return -1;
}

/**
 * CURRENT_CATEGORY_LINK tested on the bytes [from, to) without decoding them all: only the tag
 * around each `aria-current="page"` (from the `>` before it to the `>` after it) is decoded and
 * tested, which is where any match of the pattern lies.
 */
function hasCurrentCategoryLink(html: Buffer, from: number, to: number): boolean {
  const marker = 'aria-current="page"';
  for (let at = html.indexOf(marker, from); at >= 0; at = html.indexOf(marker, at + 1)) {
    const tagEnd = html.indexOf('>', at);
    if (tagEnd < 0 || tagEnd >= to) return false;
    const tagStart = Math.max(html.lastIndexOf('>', at) + 1, from);
    if (CURRENT_CATEGORY_LINK.test(html.toString('utf8', tagStart, tagEnd + 1))) return true;
  }
  return false;
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function stripSiteTitle(title: string, siteTitle: string): string {
  if (!siteTitle) return title;
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Names in a schema.org BreadcrumbList: the docs categories down to the page. */
function breadcrumbNames(json: string | null): string[] {
  if (!json) return [];
  try {
    const data = JSON.parse(json) as {
      '@type'?: string;
      itemListElement?: Array<{ name?: unknown }>;
    };
    const items = data['@type'] === 'BreadcrumbList' ? (data.itemListElement ?? []) : [];
    const names = items.map((item) => item?.name);
    return names.every((n): n is string => typeof n === 'string') ? names : [];
  } catch {
    return [];
  }
}
