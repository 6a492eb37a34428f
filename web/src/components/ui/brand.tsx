/** The studio's wordmark. The space keeps "Lumière Albums" one phrase for screen readers and the link's name. */
import './brand.css';

export const Brand = () => (
  <>
    <span className="brand__mark">Lumière</span> <span className="brand__sub">Albums</span>
  </>
);
