/**
 * One spread of the draft: its number, two facing pages with their frames (or one photo across
 * both, a hero spread), a template choice per page, the hero choice, and the customer's note to
 * the designer. The whole spread is a place to drop a photo on (it moves there), and each of its
 * photos (the two swap). Drawn again only
 * when its own spread, marks or number change, never because another spread did or a drag moved.
 */
import { createContext, memo, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { MAX_SPREAD_NOTE, pageTemplates, type PageTemplate } from '@shared/album-draft/constants';
import type { Spread } from '@shared/album-draft/schema';
import { heroFrame, pageFrames, type PageSize } from '@shared/album-draft/templates';
import type { DraftPhotoInfo } from '../draft-photos';
import { PhotoFrame, photoTarget } from './photo-frame';

export const spreadTarget = (spreadId: string) => `spread:${spreadId}`;

export const templateNames: Record<PageTemplate, string> = { one: 'One photo', two: 'Two photos', three: 'Three photos', four: 'Four photos' };
const sideNames = ['Left page', 'Right page'] as const;

export interface SpreadActions {
  setTemplate(spreadId: string, page: number, template: PageTemplate): void;
  setHero(spreadId: string, hero: boolean): void;
  setNote(spreadId: string, note: string): void;
}

interface SpreadViewProps {
  spread: Spread;
  number: number;
  page: PageSize;
  photos: ReadonlyMap<string, DraftPhotoInfo>;
  /** The spread's photos the customer marked must-have, joined: a string, so an unchanged set compares equal. */
  mustHave: string;
  actions: SpreadActions;
}

/** Drop places are measured by their spread's box alone, and only when the draft changes. */
const placeMeasuring = { resizeObserverConfig: { disabled: true } };

/**
 * One photo of the spread as a place to drop on (to swap): the spread's box. An unused slot (a
 * spread of fewer photos) is a disabled place that nothing can land on.
 */
function usePlace(spreadId: string, slot: number, imageId: string | undefined) {
  return useDroppable({ id: imageId ? photoTarget(imageId) : `unused:${spreadId}:${slot}`, disabled: !imageId, ...placeMeasuring });
}

/**
 * Whether a photo is being moved from the keyboard (draft-editor.tsx): only then are the spreads'
 * places registered with dnd-kit. A pointer's drag finds its place without dnd-kit
 * (pointer-drag.ts), and a spread's nine places registered as it comes into the page would draw
 * dnd-kit's context, and with it every place and handle in the page, again in that frame.
 */
export const KeyboardMoving = createContext(false);

/**
 * Where a photo dropped on the spread lands: the spread, or the photo of it under the pointer.
 * Marked by the page's own pointer handler, and, during a keyboard move, by dnd-kit's places.
 */
function SpreadDropZone({ spreadId, photoIds }: { spreadId: string; photoIds: string }) {
  const moving = useContext(KeyboardMoving);
  if (moving) return <SpreadDropPlaces spreadId={spreadId} photoIds={photoIds} />;
  return <div className="draft-spread__drop" aria-hidden="true" />;
}

/**
 * The spread's places for a keyboard move. The one box measured is the spread's section; each
 * photo of the spread (at most eight: two pages of four) is a place of the same box, found under
 * the moved photo from the spread's frames (drop-places.ts), so that a move names the photo and
 * the spread. One leaf a spread holds them all, so that a move passing from place to place (which
 * every drop target hears) draws these small leaves again, not the spreads.
 */
function SpreadDropPlaces({ spreadId, photoIds }: { spreadId: string; photoIds: string }) {
  const ids = photoIds ? photoIds.split(' ') : [];
  const zone = useRef<HTMLDivElement>(null);
  const spread = useDroppable({ id: spreadTarget(spreadId), ...placeMeasuring });
  const places = [
    usePlace(spreadId, 0, ids[0]),
    usePlace(spreadId, 1, ids[1]),
    usePlace(spreadId, 2, ids[2]),
    usePlace(spreadId, 3, ids[3]),
    usePlace(spreadId, 4, ids[4]),
    usePlace(spreadId, 5, ids[5]),
    usePlace(spreadId, 6, ids[6]),
    usePlace(spreadId, 7, ids[7]),
  ];
  const setters = [spread, ...places].map((place) => place.setNodeRef);
  useLayoutEffect(() => {
    const section = zone.current?.parentElement ?? null;
    for (const set of setters) set(section);
    // The setters are dnd-kit's own, the same from draw to draw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The photo a moved one is over (they would swap) is marked on its frame.
  const over = places.findIndex((place) => place.isOver && place.active?.id !== place.over?.id);
  const overPhoto = over < 0 ? undefined : ids[over];
  useEffect(() => {
    const section = zone.current?.parentElement;
    if (!overPhoto || !section) return;
    const frame = Array.from(section.querySelectorAll<HTMLElement>('[data-testid="draft-photo"]')).find((f) => f.dataset.imageId === overPhoto);
    if (!frame) return;
    frame.setAttribute('data-over', '');
    return () => frame.removeAttribute('data-over');
  }, [overPhoto]);
  return <div ref={zone} className={`draft-spread__drop${spread.isOver ? ' draft-spread__drop--over' : ''}`} aria-hidden="true" />;
}

export const SpreadView = memo(function SpreadView({ spread, number, page, photos, mustHave, actions }: SpreadViewProps) {
  const titleId = useId();
  const noteId = useId();
  const marked = new Set(mustHave.split(' '));
  const frame = (imageId: string) => photos.get(imageId);
  const photoIds = spread.hero ? [spread.hero.imageId] : spread.pages.flatMap((p) => p.photos.map((placed) => placed.imageId));
  const photoCount = photoIds.length;
  return (
    <section className="draft-spread" aria-labelledby={titleId} data-testid="draft-spread" data-spread-id={spread.id} data-number={number}>
      <SpreadDropZone spreadId={spread.id} photoIds={photoIds.join(' ')} />
      <header className="draft-spread__header">
        <h3 id={titleId} className="draft-spread__title">
          Spread {number}
          {spread.hero && <span className="draft-spread__badge">Hero spread</span>}
        </h3>
        <button
          type="button"
          className="button button--quiet draft-spread__hero"
          onClick={() => actions.setHero(spread.id, !spread.hero)}
          disabled={!spread.hero && photoCount === 0}
        >
          {spread.hero ? `Spread ${number}: back to two pages` : `Spread ${number}: one photo across both pages`}
        </button>
      </header>
      {spread.hero ? (
        <div className="draft-spread__pages draft-spread__pages--hero" style={{ aspectRatio: `${2 * page.width} / ${page.height}` }}>
          {frame(spread.hero.imageId) && (
            <PhotoFrame
              photo={frame(spread.hero.imageId)!}
              crop={spread.hero.crop}
              frame={heroFrame(page)}
              box={{ width: 2 * page.width, height: page.height }}
              spreadNumber={number}
              mustHave={marked.has(spread.hero.imageId)}
            />
          )}
        </div>
      ) : (
        <div className="draft-spread__pages">
          {spread.pages.map((draftPage, side) => {
            const frames = pageFrames(draftPage.template, page);
            return (
              <div key={side} className="draft-page-column">
                <div className="draft-page" style={{ aspectRatio: `${page.width} / ${page.height}` }} data-testid="draft-page">
                  {draftPage.photos.map((placed, i) =>
                    frame(placed.imageId) && frames[i] ? (
                      <PhotoFrame
                        key={placed.imageId}
                        photo={frame(placed.imageId)!}
                        crop={placed.crop}
                        frame={frames[i]}
                        box={page}
                        spreadNumber={number}
                        mustHave={marked.has(placed.imageId)}
                      />
                    ) : null,
                  )}
                </div>
                <label className="draft-page__template">
                  <span>
                    {sideNames[side]} of spread {number}
                  </span>
                  <select value={draftPage.template} onChange={(event) => actions.setTemplate(spread.id, side, event.target.value as PageTemplate)}>
                    {pageTemplates.map((template) => (
                      <option key={template} value={template}>
                        {templateNames[template]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            );
          })}
        </div>
      )}
      <div className="draft-spread__note">
        <label htmlFor={noteId}>Note for the designer (spread {number})</label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={MAX_SPREAD_NOTE}
          value={spread.note}
          onChange={(event) => actions.setNote(spread.id, event.target.value)}
          placeholder="What matters on these pages"
        />
      </div>
    </section>
  );
});
