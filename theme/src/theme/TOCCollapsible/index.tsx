// The TOC on narrow screens: a closed "On this page" block above the content; following a link
// closes it again.
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import useCollapsible from '../../hooks/useCollapsible';
import type { TOCItem, TOCLevels } from '../../hooks/tocTree';
import './styles.css';
import Translate from '@docusaurus/Translate';

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
      <button
        type="button"
        className="toc-collapsible__button"
        aria-expanded={!collapsed}
        onClick={toggle}
      >
        <Translate id="theme.TOC.title">On this page</Translate>
        <svg
          className="toc-collapsible__caret"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="m9 6 6 6-6 6"
          />
        </svg>
      </button>
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
