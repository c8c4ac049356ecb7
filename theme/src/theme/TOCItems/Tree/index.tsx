// The heading links as nested lists, one level per heading depth.
import clsx from 'clsx';
import type { TOCTreeNode } from '../../../hooks/tocTree';

export interface Props {
  toc: readonly TOCTreeNode[];
  className: string;
  linkClassName: string | null;
  /** A nested list (its class is the theme's, not `className`). */
  isChild?: boolean;
  /** With the id of the heading in view, its link gets this class. */
  linkActiveClassName?: string;
  activeId?: string;
  onLinkClick?: () => void;
}

export default function TOCItemsTree({
  toc,
  className,
  linkClassName,
  isChild,
  linkActiveClassName,
  activeId,
  onLinkClick,
}: Props) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? 'toc-items__sublist' : className}>
      {toc.map((node) => {
        const active = !!linkActiveClassName && node.id === activeId;
        return (
          <li key={node.id} className="toc-items__item">
            <a
              href={`#${node.id}`}
              className={clsx('toc-items__link', linkClassName, active && linkActiveClassName)}
              aria-current={active ? 'location' : undefined}
              onClick={onLinkClick}
            >
              {node.value}
            </a>
            {node.children.length > 0 && (
              <TOCItemsTree
                toc={node.children}
                className={className}
                linkClassName={linkClassName}
                isChild
                linkActiveClassName={linkActiveClassName}
                activeId={activeId}
                onLinkClick={onLinkClick}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
