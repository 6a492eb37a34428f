/** The studio's wordmark. */
export const Brand = () => (
  <>
    <span className="brand__mark">Lumière</span>
    <span className="brand__sub">Albums</span>
  </>
);
