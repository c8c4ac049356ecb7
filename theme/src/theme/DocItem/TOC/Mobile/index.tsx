// The doc's TOC on narrow screens: a collapsible "On this page" block above the content.
import TOCCollapsible from '@theme/TOCCollapsible';
import { useDoc, useDocTOCLevels } from '../../../../hooks/useDoc';

export default function DocItemTOCMobile() {
  const { toc } = useDoc();
  const levels = useDocTOCLevels();
  return (
    <TOCCollapsible
      toc={toc}
      minHeadingLevel={levels.minHeadingLevel}
      maxHeadingLevel={levels.maxHeadingLevel}
      className="doc-item__toc-mobile theme-doc-toc-mobile"
    />
  );
}
