// Line-level rewrites that let Docusaurus 3 sources compile with plain MDX 3:
// `:::note Title` becomes `:::note[Title]`, and HTML comments become MDX comments
// (so `<!-- truncate -->` keeps working). Code fences are left alone.
export function preprocess(body: string): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    let out = line
      .replace(/^(\s*:::[a-z]+)[ \t]+([^[\s].*?)\s*$/, '$1[$2]')
      // `## Title {#id}` would be an MDX expression: escape it so it stays text for remarkHeadings.
      .replace(/^(\s*#{1,6}\s.*?)\{#([^}]+)\}\s*$/, '$1\\{#$2\\}');
    if (inComment || out.includes('<!--')) {
      const converted = convertComments(out, inComment);
      out = converted.line;
      inComment = converted.open;
    }
    lines[i] = out;
  }
  return lines.join('\n');
}

function convertComments(line: string, startsOpen: boolean): { line: string; open: boolean } {
  let out = '';
  let open = startsOpen;
  let rest = line;
  if (open) out += '';
  while (rest.length) {
    if (open) {
      const end = rest.indexOf('-->');
      if (end === -1) return { line: out + rest.replace(/\*\//g, '* /'), open: true };
      out += rest.slice(0, end).replace(/\*\//g, '* /') + '*/}';
      rest = rest.slice(end + 3);
      open = false;
    } else {
      const start = rest.indexOf('<!--');
      if (start === -1) return { line: out + rest, open: false };
      // Inline code on the line: leave it as written.
      if ((rest.slice(0, start).match(/`/g) ?? []).length % 2 === 1)
        return { line: out + rest, open: false };
      out += rest.slice(0, start) + '{/*';
      rest = rest.slice(start + 4);
      open = true;
    }
  }
  return { line: out, open };
}

export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}/;
