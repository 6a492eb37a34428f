/** Three steps from choosing an album to holding it (the About page tells the longer story). */
const steps = [
  { title: 'Pick', text: 'Choose an album or a print, its cover and its size.' },
  { title: 'Upload', text: 'Send us your photographs from My Orders, whenever you are ready.' },
  { title: 'We create & ship', text: 'We design, print and bind it, then send it to your door.' },
] as const;

export function HowItWorks() {
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">How it works</p>
          <h2 id="how-it-works-title">From your photographs to an heirloom</h2>
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
