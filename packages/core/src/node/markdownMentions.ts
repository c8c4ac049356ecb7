// The `.md` / `.mdx` paths a Markdown source mentions: the only permalinks its relative links can
// need (see permalinksUsed in mdx.ts), found from each extension back to the path's start.

const MENTION_END = /\.mdx?\b/g;
const NOT_IN_PATH = /[\s()<>"'`[\]#?]/;

/**
 * One pattern that starts anywhere (`[^…]+\.mdx?`) is retried at every position of every file:
 * 50 ms a build on the benchmark corpus, which mentions no such path. This finds the same paths
 * (and, for `a.md.b.md`, `a.md` as well: a candidate more costs nothing).
 */
export function markdownFileMentions(source: string): string[] {
  const mentions: string[] = [];
  for (const end of source.matchAll(MENTION_END)) {
    let start = end.index;
    while (start > 0 && !NOT_IN_PATH.test(source[start - 1]!)) start--;
    if (start < end.index) mentions.push(source.slice(start, end.index + end[0].length));
  }
  return mentions;
}
