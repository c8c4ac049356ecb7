// A nested list of heading links (TOCItems/Tree), shared by the TOC column, the mobile TOC and
// TOCInline. With `linkActiveClassName` it also follows the reader's scroll position.
import useThemeConfig from '../../hooks/useThemeConfig';
import { useMemo } from 'react';
import clsx from 'clsx';
import TOCItemsTree from '@theme/TOCItems/Tree';
import useTOCHighlight from '../../hooks/useTOCHighlight';
import {
  filterTOC,
  resolveTOCLevels,
  treeifyTOC,
  type TOCItem,
  type TOCLevels,
} from '../../hooks/tocTree';

export interface TOCItemsProps extends TOCLevels {
  toc: readonly TOCItem[];
  className?: string;
  linkClassName?: string;
  /** Highlight the heading in view with this class (off when absent). */
  linkActiveClassName?: string;
  onLinkClick?: () => void;
}

/** Heading levels from the props, else themeConfig.tableOfContents, else h2-h3. */
export function useTOCLevels(props: TOCLevels): Required<TOCLevels> {
  const themeDefaults = useThemeConfig().tableOfContents;
  return resolveTOCLevels(props, themeDefaults);
}

export default function TOCItems(props: TOCItemsProps) {
  const levels = useTOCLevels(props);
  const items = useMemo(
    () => filterTOC(props.toc, levels),
    // `levels` is a new object each render; its two numbers are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.toc, levels.minHeadingLevel, levels.maxHeadingLevel],
  );
  const tree = useMemo(() => treeifyTOC(items), [items]);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const activeId = useTOCHighlight(ids, !!props.linkActiveClassName);
  if (!tree.length) return null;
  return (
    <TOCItemsTree
      toc={tree}
      className={clsx('toc-items', props.className)}
      linkClassName={props.linkClassName ?? null}
      linkActiveClassName={props.linkActiveClassName}
      activeId={activeId}
      onLinkClick={props.onLinkClick}
    />
  );
}
