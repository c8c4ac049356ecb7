// A table of contents inside the content (`<TOCInline toc={toc} />` in MDX, where `toc` is the
// document's own export).
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type { TOCItem, TOCLevels } from '../../hooks/tocTree';
import './styles.css';

export interface TOCInlineProps extends TOCLevels {
  toc: readonly TOCItem[];
  className?: string;
}

export default function TOCInline({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: TOCInlineProps) {
  return (
    <div className={clsx('toc-inline', className)}>
      <TOCItems
        toc={toc}
        minHeadingLevel={minHeadingLevel}
        maxHeadingLevel={maxHeadingLevel}
        className="toc-inline__list"
        linkClassName="toc-inline__link"
      />
    </div>
  );
}
