/** Three steps from choosing an album to holding it (the About page tells the longer story). */
import { steps } from '@/features/content';
import './how-it-works.css';

export function HowItWorks({ title = 'From your photographs to an heirloom' }: { title?: string }) {
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">How it works</p>
          <h2 id="how-it-works-title">{title}</h2>
        </header>
        <ol className="steps">
          {steps.map((step, i) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
