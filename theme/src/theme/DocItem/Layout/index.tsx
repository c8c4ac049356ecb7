// The doc column and its TOC: banners, breadcrumbs, version badge, the mobile TOC, the article
// (DocItem/Content, DocItem/Footer), previous/next (DocItem/Paginator), and on wide screens the
// TOC column (DocItem/TOC/Desktop). `children` is the doc's compiled content.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HydrationSlice } from '@tessera/core/client';
import Admonition from '@theme/Admonition';
import Unlisted from '@theme/Unlisted';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import Translate, { translate } from '@docusaurus/Translate';
import { useDoc, useDocTOCLevels } from '../../../hooks/useDoc';
import useWindowSize from '../../../hooks/useWindowSize';
import { filterTOC } from '../../../hooks/tocTree';

export interface Props {
  children: ReactNode;
}

function DraftBanner() {
  return (
    <Admonition
      type="caution"
      title={translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' })}
      className="doc-item__banner"
    >
      <p>
        <Translate id="theme.contentVisibility.draftBanner.message">
          This page is a draft. It is only visible in development and left out of production builds.
        </Translate>
      </p>
    </Admonition>
  );
}

export default function DocItemLayout({ children }: Props) {
  const { metadata, frontMatter, toc } = useDoc();
  const levels = useDocTOCLevels();
  const windowSize = useWindowSize();
  const showTOC = !frontMatter.hide_table_of_contents && filterTOC(toc, levels).length > 0;
  // Before hydration the viewport is unknown: render both variants and let CSS pick.
  const desktopTOC = showTOC && windowSize !== 'mobile';
  const mobileTOC = showTOC && windowSize !== 'desktop';
  return (
    <div className={clsx('doc-item', showTOC && 'doc-item--with-toc')}>
      <div className="doc-item__col">
        {metadata.unlisted && <Unlisted className="doc-item__banner" />}
        {metadata.draft && <DraftBanner />}
        <DocVersionBanner className="doc-item__banner theme-doc-version-banner" />
        <DocBreadcrumbs />
        <DocVersionBadge />
        {mobileTOC && <DocItemTOCMobile />}
        <article className="doc-item__article">
          <DocItemContent>{children}</DocItemContent>
          <DocItemFooter />
        </article>
        <DocItemPaginator />
      </div>
      {desktopTOC && (
        <HydrationSlice>
          <div className="doc-item__toc-col">
            <DocItemTOCDesktop />
          </div>
        </HydrationSlice>
      )}
    </div>
  );
}
