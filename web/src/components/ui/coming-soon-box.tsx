/** An image box for something not on sale yet ("Coming Soon!"): its picture, name and a note, no Order link. */
import type { ReactNode } from 'react';
import './soon-badge.css';
import './coming-soon-box.css';

interface ComingSoonBoxProps {
  imageUrl: string;
  alt: string;
  name: string;
  children?: ReactNode;
  /** Heading level that fits where the box stands in the page's outline. */
  headingLevel?: 2 | 3;
}

export function ComingSoonBox({ imageUrl, alt, name, children, headingLevel = 3 }: ComingSoonBoxProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="coming-soon" data-testid="coming-soon">
      <div className="coming-soon__media">
        <img src={imageUrl} alt={alt} width={640} height={480} loading="lazy" decoding="async" />
        <p className="soon-badge coming-soon__badge">Coming Soon!</p>
      </div>
      <div className="coming-soon__body">
        <Heading className="coming-soon__name">{name}</Heading>
        {children}
      </div>
    </article>
  );
}
