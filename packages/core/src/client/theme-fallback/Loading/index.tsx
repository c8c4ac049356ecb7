export interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: Error | null;
  retry: () => void;
}

/** Placeholder for code that is still loading, or failed to load. */
export default function Loading({ error, retry, pastDelay }: LoadingProps) {
  if (error) {
    return (
      <div
        role="alert"
        style={{
          border: '1px solid #c00',
          background: '#fee',
          color: '#900',
          padding: '1rem',
          margin: '1rem',
        }}
      >
        <p>{String(error.message ?? error)}</p>
        <button type="button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  return pastDelay ? (
    <div aria-busy="true" style={{ textAlign: 'center', padding: '2rem' }}>
      Loading…
    </div>
  ) : null;
}
