// The flat TOC list that compiled MDX exports ({value, id, level}) as a nested tree, keeping
// only the heading levels the TOC shows.
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCTreeNode extends TOCItem {
  children: TOCTreeNode[];
}

export interface TOCLevels {
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export const DEFAULT_TOC_LEVELS = { minHeadingLevel: 2, maxHeadingLevel: 3 } as const;

/** Levels from props, else themeConfig.tableOfContents, else h2-h3; min and max kept in 2..6. */
export function resolveTOCLevels(props: TOCLevels, themeDefaults?: TOCLevels): Required<TOCLevels> {
  const min =
    props.minHeadingLevel ?? themeDefaults?.minHeadingLevel ?? DEFAULT_TOC_LEVELS.minHeadingLevel;
  const max =
    props.maxHeadingLevel ?? themeDefaults?.maxHeadingLevel ?? DEFAULT_TOC_LEVELS.maxHeadingLevel;
  const clamp = (n: number) => Math.min(6, Math.max(2, Math.round(n)));
  return { minHeadingLevel: clamp(min), maxHeadingLevel: Math.max(clamp(min), clamp(max)) };
}

export function filterTOC(toc: readonly TOCItem[], levels: Required<TOCLevels>): TOCItem[] {
  return toc.filter(
    (item) => item.level >= levels.minHeadingLevel && item.level <= levels.maxHeadingLevel,
  );
}

/** Nests each item under the closest previous item of a smaller level. */
export function treeifyTOC(items: readonly TOCItem[]): TOCTreeNode[] {
  const roots: TOCTreeNode[] = [];
  const stack: TOCTreeNode[] = [];
  for (const item of items) {
    const node: TOCTreeNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= node.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}
