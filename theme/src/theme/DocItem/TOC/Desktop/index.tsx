// The doc's TOC column on wide screens.
import TOC from '@theme/TOC';
import { useDoc, useDocTOCLevels } from '../../../../hooks/useDoc';

export default function DocItemTOCDesktop() {
  const { toc } = useDoc();
  const levels = useDocTOCLevels();
  return (
    <TOC
      toc={toc}
      minHeadingLevel={levels.minHeadingLevel}
      maxHeadingLevel={levels.maxHeadingLevel}
      className="theme-doc-toc-desktop"
    />
  );
}
