// Placeholder until the real search lands: a 'Search' button that does nothing yet.
export default function SearchBar() {
  return (
    <button
      type="button"
      className="t-button search-bar-placeholder"
      aria-label="Search"
      style={{ padding: '0.35em 0.9em', fontSize: '0.875rem', fontWeight: 500, color: 'var(--t-text-muted)' }}
    >
      Search
    </button>
  );
}
