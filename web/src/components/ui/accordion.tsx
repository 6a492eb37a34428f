/**
 * An accordion after the WAI-ARIA pattern: each question is a button inside a heading, with
 * aria-expanded and aria-controls; its answer is a labelled region, hidden while closed. Several
 * may be open at once. A link to `#<id>` opens that one.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { rendersPrerenderedPage } from '@/lib/prerendered';
import { PlusIcon } from './icons';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level of the questions, to keep the page's outline in order. */
  headingLevel?: 2 | 3;
}

export function Accordion({ items, headingLevel = 2 }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(rendersPrerenderedPage() ? [] : [window.location.hash.slice(1)]));
  // A prerendered page knows no address: the section the address names opens once it is live.
  useEffect(() => {
    const named = window.location.hash.slice(1);
    if (named) setOpen((was) => (was.has(named) ? was : new Set([...was, named])));
  }, []);
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="accordion" data-testid="accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className="accordion__item" id={item.id}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={`${item.id}-question`}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={`${item.id}-answer`}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <PlusIcon open={expanded} />
              </button>
            </Heading>
            <div id={`${item.id}-answer`} role="region" aria-labelledby={`${item.id}-question`} className="accordion__panel prose" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
