/** `/about` (and `/About`): the founder's story, the mission, how it works, why choose us, and the studio's clips. */
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { PageHeader } from '@/components/ui/page-header';
import { clips, founderStory, mission, reasons } from '@/features/content';
import { HowItWorks } from '@/features/home';
import { usePageTitle } from '@/lib/site';
import '@/components/ui/content-sections.css';
import './about.css';

/** Each clip's animation loops every 6 s and never ends, so the carousel moves on by time. */
const clipSeconds = 6;

export default function AboutRoute() {
  usePageTitle('About us');
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="A small studio for the photographs you love"
        aside={
          <Carousel
            label="Inside our studio"
            className="carousel--clips"
            intervalMs={clipSeconds * 1000}
            priority
            slides={clips.map((clip) => ({ ...clip, width: 960, height: 540 }))}
          />
        }
      >
        <p>We design, print and hand-bind photo albums and wall art for families, couples and photographers, one order at a time.</p>
      </PageHeader>

      <section className="content-section container" aria-labelledby="story-title">
        <div className="story">
          <div className="story__heading">
            <p className="eyebrow">Our story</p>
            <h2 id="story-title">It started with a shoebox</h2>
          </div>
          <div className="story__body prose">
            {founderStory.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <p className="story__signature">— Founder, Lumière Albums</p>
          </div>
        </div>
      </section>

      <section className="mission" aria-labelledby="mission-title">
        <div className="container">
          <p className="eyebrow">Our mission</p>
          <h2 id="mission-title" className="mission__quote">
            {mission}
          </h2>
        </div>
      </section>

      <HowItWorks title="Pick, upload, and we do the rest" />

      <section className="content-section container" aria-labelledby="why-title">
        <header className="section-header">
          <p className="eyebrow">Why choose us</p>
          <h2 id="why-title">Made with care, from first page to front door</h2>
        </header>
        <ul className="reasons">
          {reasons.map((reason) => (
            <li key={reason.title} className="reasons__item">
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <p className="content-section__cta">
          <Link to="/albums" className="button button--primary">
            Explore our albums
          </Link>
        </p>
      </section>
    </>
  );
}
