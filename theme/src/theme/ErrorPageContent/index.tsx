// What a crashed page shows: that it crashed, the error's messages (causes included) and a
// button to render it again.
import { errorMessages, type ErrorFallbackProps } from '@tessera/core/client';
import Translate from '@docusaurus/Translate';

export type Props = ErrorFallbackProps;

export default function ErrorPageContent({ error, tryAgain }: Props) {
  return (
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
  );
}
