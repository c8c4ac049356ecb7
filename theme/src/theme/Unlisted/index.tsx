// The banner of an unlisted page (reachable by its URL, left out of lists, sitemaps and search),
// and the head tag that keeps search engines away from it.
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
import Translate, { translate } from '@docusaurus/Translate';

export interface Props {
  className?: string;
}

export default function Unlisted({ className }: Props) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Admonition
        type="caution"
        title={translate({
          id: 'theme.contentVisibility.unlistedBanner.title',
          message: 'Unlisted page',
        })}
        className={clsx(className, 'theme-unlisted-banner')}
      >
        <p>
          <Translate id="theme.contentVisibility.unlistedBanner.message">
            This page is unlisted. Search engines will not index it, and only users having a direct
            link can access it.
          </Translate>
        </p>
      </Admonition>
    </>
  );
}
