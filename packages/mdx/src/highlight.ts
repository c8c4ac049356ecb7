// Build-time syntax highlighting: code blocks arrive in the browser already split into
// Prism-style `token <type>` spans, so pages ship no highlighter.
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

// Not in refractor's common set, and the most used languages of our docs.
refractor.register(jsx);
refractor.register(tsx);
import { visit } from 'unist-util-visit';
import type { Root, Element, Text } from 'hast';

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  mdx: 'markdown',
  md: 'markdown',
  yml: 'yaml',
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
};

export function rehypeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || (parent as Element | undefined)?.tagName !== 'pre') return;
      const classes = Array.isArray(node.properties?.className)
        ? (node.properties.className as string[])
        : [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      if (!lang) return;
      const name = ALIASES[lang] ?? lang;
      if (!refractor.registered(name)) return;
      const code = node.children.map((c) => (c.type === 'text' ? (c as Text).value : '')).join('');
      node.children = refractor.highlight(code, name).children as Element['children'];
    });
  };
}
