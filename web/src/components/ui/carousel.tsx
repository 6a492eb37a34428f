/**
 * A fading carousel of pictures (the album and product learn pages, the About page's clips).
 * It advances on its own every `intervalMs` (4 s for album covers, 3 s for product covers, 6 s
 * for the clips, whose SVG animation loops and never ends, so time is the only cue), fading over
 * 1 s. Following the WAI-ARIA carousel pattern it stops while the pointer or keyboard focus is on
 * it, has a Pause button (rotation longer than 5 s must be stoppable), and does not rotate at all
 * for people who ask for reduced motion. An animated picture (a clip) stands still with it: paused,
 * or for reduced motion, the slide shows the picture's still instead. A carousel whose first
 * picture is the page's main one (the home page) can leave the others out until the page has
 * loaded, so they never compete with it; its slides and controls are there from the start.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { rendersPrerenderedPage } from '@/lib/prerendered';
import { ArrowIcon, PauseIcon } from './icons';
import './carousel.css';

export interface Slide {
  src: string;
  /** The picture at several widths, with the width it is drawn at (`sizes`): the browser takes the one its screen needs. */
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  caption?: ReactNode;
  /**
   * For an animated picture drawn over a still one (the About page's clips): the picture under
   * `src`, which `src` is transparent over. It is drawn once; only `src` is drawn again as it moves.
   */
  set?: string;
  /** For an animated picture: a still of it, shown while the slideshow is paused or the reader asks for less motion. */
  still?: string;
}

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. `Lux album photographs`. */
  label: string;
  slides: readonly Slide[];
  intervalMs: number;
  /** The first slide is the page's main picture: fetched at once, with high priority. */
  priority?: boolean;
  /** Pictures after the first are fetched once the page has loaded (or a reader moves on first). */
  restAfterLoad?: boolean;
  className?: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Carousel({ label, slides, intervalMs, priority = false, restAfterLoad = false, className = '' }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [restShown, setRestShown] = useState(!restAfterLoad);
  useEffect(() => {
    if (restShown) return;
    const show = () => setRestShown(true);
    if (document.readyState === 'complete') {
      show();
      return;
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, [restShown]);
  // A prerendered page is rendered playing, as the server could not ask; a reader who asked for
  // less motion has it paused as soon as it is live.
  const [playing, setPlaying] = useState(() => rendersPrerenderedPage() || !prefersReducedMotion());
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const count = slides.length;
  const rotating = playing && restShown && !held.hover && !held.focus && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Keyed on the index too: choosing a slide by hand gives it a full interval.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  if (count === 0) return null;
  /** What both of a slide's pictures share: their size, and how soon they load (the first at once for a page's main picture). */
  const pictureOf = (slide: Slide, i: number) => ({
    srcSet: slide.srcSet,
    sizes: slide.sizes,
    width: slide.width,
    height: slide.height,
    loading: priority && i === 0 ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority && i === 0 ? ('high' as const) : undefined,
    decoding: 'async' as const,
  });
  const go = (to: number) => {
    setRestShown(true);
    setIndex((to + count) % count);
  };
  const current = Math.min(index, count - 1);

  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-active-index={current}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.src}
            className={`carousel__slide${i === current ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== current}
          >
            {slide.set && (i === 0 || restShown) && <img className="carousel__set" src={slide.set} alt="" {...pictureOf(slide, i)} />}
            {(i === 0 || restShown) && (
              <img
                className={slide.set ? 'carousel__action' : undefined}
                src={!playing && slide.still ? slide.still : slide.src}
                alt={slide.alt}
                {...pictureOf(slide, i)}
                // The set, drawn first, is the slide's main picture where there is one.
                fetchPriority={priority && i === 0 && !slide.set ? 'high' : undefined}
              />
            )}
            {slide.caption && <p className="carousel__caption">{slide.caption}</p>}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={() => setPlaying((p) => !p)}>
            <PauseIcon paused={!playing} />
            <span className="visually-hidden">{playing ? 'Pause' : 'Play'} slideshow</span>
          </button>
          <button type="button" className="carousel__button" onClick={() => go(current - 1)}>
            <ArrowIcon direction="left" />
            <span className="visually-hidden">Previous picture</span>
          </button>
          <ol className="carousel__dots">
            {slides.map((slide, i) => (
              <li key={slide.src}>
                <button type="button" className="carousel__dot" aria-current={i === current ? 'true' : undefined} onClick={() => go(i)}>
                  <span className="visually-hidden">
                    Picture {i + 1} of {count}: {slide.alt}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="carousel__button" onClick={() => go(current + 1)}>
            <ArrowIcon direction="right" />
            <span className="visually-hidden">Next picture</span>
          </button>
        </div>
      )}
    </section>
  );
}
