// The TOC on narrow screens: a closed "On this page" block (TOCCollapsible/CollapseButton) above
// the content; following a link closes it again.
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import TOCCollapsibleCollapseButton from '@theme/TOCCollapsible/CollapseButton';
import useCollapsible from '../../hooks/useCollapsible';
import type { TOCItem, TOCLevels } from '../../hooks/tocTree';
import './styles.css';

export interface TOCCollapsibleProps extends TOCLevels {
  toc: readonly TOCItem[];
  className?: string;
}

export default function TOCCollapsible({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: TOCCollapsibleProps) {
  const { collapsed, open, toggle, setCollapsed, onTransitionEnd, ref } = useCollapsible(true);
  if (!toc.length) return null;
  return (
    <div className={clsx('toc-collapsible', !collapsed && 'toc-collapsible--expanded', className)}>
      <TOCCollapsibleCollapseButton collapsed={collapsed} onClick={toggle} />
      <div
        ref={ref}
        className={clsx(
          'toc-collapsible__content',
          collapsed && 'toc-collapsible__content--collapsed',
        )}
        onTransitionEnd={onTransitionEnd}
        inert={collapsed || undefined}
      >
        <div className="toc-collapsible__inner">
          {open && (
            <TOCItems
              toc={toc}
              minHeadingLevel={minHeadingLevel}
              maxHeadingLevel={maxHeadingLevel}
              className="toc-collapsible__list"
              linkClassName="toc-collapsible__link"
              onLinkClick={() => setCollapsed(true)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
