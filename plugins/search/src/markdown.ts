// Dev only: sections straight from Markdown sources, since `tessera start` renders nothing on
// the server. Coarser than the build index (JSX and imported components contribute no text),
// but headings, ids and prose match what the page shows.
import GithubSlugger from 'github-slugger';
import { clean, type ExtractedSection } from './extract';

const HEADING = /^(#{1,6})\s+(.*?)(?:\s*\{#([^}\s]+)\})?\s*#*\s*$/;

export function sectionsFromMarkdown(body: string): {
  h1: string | null;
  sections: ExtractedSection[];
} {
  const slugger = new GithubSlugger();
  const sections: ExtractedSection[] = [
    { level: 1, lvl2: null, lvl3: null, anchor: null, text: '' },
  ];
  let h1: string | null = null;
  let h2: string | null = null;
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMark = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    const heading = HEADING.exec(line);
    if (!heading) {
      sections[sections.length - 1]!.text += ' ' + plainText(line);
      continue;
    }
    const level = heading[1]!.length;
    const text = clean(plainText(heading[2]!));
    // rehype-slug numbers repeated headings of every level, so every heading goes through the slugger.
    const id = heading[3] ?? slugger.slug(text);
    if (level === 1) h1 ??= text;
    else if (level === 2) {
      h2 = text;
      sections.push({ level: 2, lvl2: text, lvl3: null, anchor: id, text: '' });
    } else if (level === 3) sections.push({ level: 3, lvl2: h2, lvl3: text, anchor: id, text: '' });
    else sections[sections.length - 1]!.text += ' ' + text;
  }
  return { h1, sections: sections.map((s) => ({ ...s, text: clean(s.text) })) };
}

/** Markdown/MDX line -> its visible words (roughly: links keep their text, tags and markers go, inline code stays). */
function plainText(line: string): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part.slice(1, -1) : proseText(part)))
    .join('');
}

function proseText(text: string): string {
  return text
    .replace(/\{\/\*.*?\*\/\}|<!--.*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^\s*:::\S*.*$/, ' ')
    .replace(/^\s*(>|[-*+]|\d+\.)\s+/, '')
    .replace(/[|*_~]/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
