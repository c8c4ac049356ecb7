// Placeholder while code loads (lazyComponent, route chunks): nothing for the first moments so
// fast loads do not flash, then a centred animated loader; on failure the error and a Retry.
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: Error | null;
  retry: () => void;
}

export default function Loading({ error, retry, pastDelay, timedOut }: LoadingProps) {
  if (error) {
    return (
      <div className="loading loading--error" role="alert">
        <div className="loading__error-box">
          <p className="loading__error-text">{String(error.message ?? error)}</p>
          <button type="button" className="t-button loading__retry" onClick={retry}>
            <Translate id="theme.Loading.retry">Retry</Translate>
          </button>
        </div>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className="loading" aria-busy="true" aria-live="polite">
      <svg
        className="loading__spinner"
        viewBox="0 0 50 50"
        width="44"
        height="44"
        role="img"
        aria-label={translate({ id: 'theme.Loading.ariaLabel', message: 'Loading' })}
      >
        <circle className="loading__track" cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
        <circle
          className="loading__arc"
          cx="25"
          cy="25"
          r="20"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      {timedOut && (
        <p className="loading__slow">
          <Translate id="theme.Loading.slow">This is taking longer than usual…</Translate>
        </p>
      )}
    </div>
  );
}
