// The crash fallback: shown when a page throws while rendering (ErrorPageContent, with the page
// title). It depends on nothing but the error (no Layout, no site hooks), so it still works when
// the Layout itself is what crashed; Layout renders it inside its main area for crashes of the
// page content.
import Head from '@docusaurus/Head';
import type { ErrorFallbackProps } from '@tessera/core/client';
import ErrorPageContent from '@theme/ErrorPageContent';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export default function ErrorPage({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <div className="error-page" role="alert">
      <Head>
        <title>{translate({ id: 'theme.Error.pageTitle', message: 'Page Error' })}</title>
      </Head>
      <ErrorPageContent error={error} tryAgain={tryAgain} />
    </div>
  );
}
