// The crash fallback: shown when a page throws while rendering. It depends on nothing but the
// error (no Layout, no site hooks), so it still works when the Layout itself is what crashed;
// Layout renders it inside its main area for crashes of the page content.
import Head from '@docusaurus/Head';
import { errorMessages, type ErrorFallbackProps } from '@tessera/core/client';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export default function ErrorPage({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <div className="error-page" role="alert">
      <Head>
        <title>{translate({ id: 'theme.Error.pageTitle', message: 'Page Error' })}</title>
      </Head>
      <div className="error-page__box">
        <h1 className="error-page__title">
          <Translate id="theme.ErrorPageContent.title">This page crashed.</Translate>
        </h1>
        <pre className="error-page__message">{errorMessages(error)}</pre>
        <button
          type="button"
          className="t-button t-button--primary error-page__retry"
          onClick={tryAgain}
        >
          <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
        </button>
      </div>
    </div>
  );
}
