// The right-hand "On this page" column: sticky, scrolls on its own, highlights the heading in
// view. Hiding it on narrow screens is the page layout's job.
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type { TOCItem, TOCLevels } from '../../hooks/tocTree';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface TOCProps extends TOCLevels {
  toc: readonly TOCItem[];
  className?: string;
}

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  if (!toc.length) return null;
  return (
    <nav
      className={clsx('toc', className)}
      aria-label={translate({ id: 'theme.TOC.title', message: 'On this page' })}
    >
      <div className="toc__title">
        <Translate id="theme.TOC.title">On this page</Translate>
      </div>
      <TOCItems
        toc={toc}
        minHeadingLevel={minHeadingLevel}
        maxHeadingLevel={maxHeadingLevel}
        className="toc__list"
        linkClassName="toc__link"
        linkActiveClassName="toc__link--active"
      />
    </nav>
  );
}
