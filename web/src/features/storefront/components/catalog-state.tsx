/** What a page shows while its part of the catalog loads, or when it could not be loaded. */

export function CatalogLoading({ what }: { what: string }) {
  return (
    <div className="catalog-loading container" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading {what}…
      </p>
      <span className="placeholder-line" />
      <span className="placeholder-line placeholder-line--short" />
    </div>
  );
}

export function CatalogError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div className="load-error container" role="alert">
      <p>We could not show {what} just now.</p>
      <p className="load-error__detail">{error.message}</p>
      <button type="button" className="button button--quiet" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
