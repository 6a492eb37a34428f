/**
 * The home page's opening: its pictures turn every 4 s behind the headline. Each is drawn with its
 * left side kept quiet for the headline, so from 992 px the copy sits on it; on narrower screens
 * the picture comes first. The first picture is the page's main one and the only one fetched
 * before the page has loaded.
 */
import { Carousel } from '@/components/ui/carousel';
import { heroImages } from '../hero-image';
import './hero.css';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Carousel label="Our albums" slides={heroImages} intervalMs={4000} priority restAfterLoad className="hero__media" />
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="eyebrow">Custom photo albums &amp; wall art</p>
          <h1 id="hero-title" className="hero__title">
            Your story, <em>beautifully bound</em>
          </h1>
          <p className="hero__lede">
            Send us the photographs you love. Our studio designs every page, prints and binds your album with care, and sends it to your door. Album design is
            always included.
          </p>
          <div className="hero__actions">
            <a className="button button--primary" href="#albums">
              Explore albums
            </a>
            <a className="button button--quiet" href="#wall-art">
              Shop wall art
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
