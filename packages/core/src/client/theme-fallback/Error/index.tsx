import Head from '../../exports/Head';
import { errorMessages, type ErrorFallbackProps } from '../../ErrorBoundary';

/** Shown when a page throws while rendering. */
export default function Error({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <main role="alert" style={{ padding: '2rem', maxWidth: 800, margin: '0 auto' }}>
      <Head titleTemplate="%s">
        <title>Page Error</title>
      </Head>
      <h1>This page crashed.</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{errorMessages(error)}</pre>
      <button type="button" onClick={tryAgain}>
        Try again
      </button>
    </main>
  );
}
