// Placeholder until the real search lands: a 'Search' button that does nothing yet.
export default function SearchBar() {
  return (
    <button type="button" className="t-button search-bar-placeholder" aria-label="Search">
      Search
    </button>
  );
}
