// The page shell every page renders in: skip link, announcement bar, navbar, main content (in its
// own crash boundary, so a broken page keeps the navigation) and footer. Also sets the page's
// title, description and social (Open Graph / Twitter) tags.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useSiteConfig from '@docusaurus/useSiteConfig';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { ErrorBoundary, HydrationSlice } from '@tessera/core/client';
import SkipToContent from '@theme/SkipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import ErrorPage from '@theme/Error';
import useThemeConfig from '../../hooks/useThemeConfig';
import './styles.css';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** Social card image for this page (site-relative or absolute); defaults to themeConfig.image. */
  image?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

function PageMetadata({
  title,
  description,
  image,
}: Pick<LayoutProps, 'title' | 'description' | 'image'>) {
  const siteConfig = useSiteConfig();
  const themeConfig = useThemeConfig();
  const { withBaseUrl } = useBaseUrlUtils();
  // SiteHead's titleTemplate adds " | Site title" to <title>; social titles need it spelled out.
  const fullTitle = title ? `${title} | ${siteConfig.title}` : siteConfig.title;
  // An empty description (a doc without text before its first heading) counts as none.
  const desc = description || siteConfig.tagline || undefined;
  const socialImage = image ?? themeConfig.image;
  const imageUrl = socialImage ? withBaseUrl(socialImage, { absolute: true }) : undefined;
  return (
    <Head>
      {title && <title>{title}</title>}
      <meta property="og:title" content={fullTitle} />
      <meta name="twitter:title" content={fullTitle} />
      {desc && <meta name="description" content={desc} />}
      {desc && <meta property="og:description" content={desc} />}
      {desc && <meta name="twitter:description" content={desc} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {(themeConfig.metadata ?? []).map((attrs, i) => (
        <meta key={i} {...attrs} />
      ))}
    </Head>
  );
}

export default function Layout({
  children,
  title,
  description,
  image,
  noFooter,
  wrapperClassName,
}: LayoutProps) {
  return (
    <div className="layout">
      <PageMetadata title={title} description={description} image={image} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      {/* On Preact the page's content hydrates after the navbar, in a task of its own, and the
          footer in one more (see HydrationSlice): no long task on a long page. */}
      <HydrationSlice>
        <main id="__main" tabIndex={-1} className={clsx('layout__main', wrapperClassName)}>
          <ErrorBoundary fallback={(props) => <ErrorPage {...props} />}>{children}</ErrorBoundary>
        </main>
      </HydrationSlice>
      {!noFooter && <Footer />}
    </div>
  );
}
