/**
 * The draft as the customer shapes it: the spreads, the left-out photos, every photo to mark, and
 * the save state. A photo is dragged onto another to swap them or onto a spread to move it there:
 * with a mouse or a pen (past a few pixels; less is a click) or a finger (held still a moment
 * first), by the page's own pointer handler (pointer-drag.ts), or from the keyboard through
 * dnd-kit (Space on a photo picks it up, the arrow keys go to the next or previous photo or spread
 * (Up and Down a spread at a time), Space drops it); Escape cancels either. Each step is announced
 * with the photos' names and spread numbers, and both make the same change at the drop. Every
 * change is saved by itself (use-autosave.ts). The spreads are a virtualised list
 * (spread-list.tsx): only those near the window are in the page, and those a drag or the focus is
 * on.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type MeasuringConfiguration,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { missingSpreads, spreadsNeeded, type AlbumShape } from '@shared/album-draft/layout';
import type { AlbumDraft, PageTemplate } from '@shared/album-draft/schema';
import { pageSizeOf, type PageSize } from '@shared/album-draft/templates';
import { leftOutOf, placesOf, type DraftPhotoInfo } from '../draft-photos';
import { edit, heroCandidate, type DraftEdit, type EditContext } from '../draft-edits';
import { useAutosave, type SaveState } from '../use-autosave';
import { PhotoChoices } from './photo-choices';
import { placeAt, placePoint, type Place } from './drop-places';
import { photoTarget } from './photo-frame';
import { pointerDrags, type PointerDragHost } from './pointer-drag';
import { SpreadList, type SpreadLayout } from './spread-list';
import { KeyboardMoving, spreadTarget, type SpreadActions } from './spread-view';

interface DraftEditorProps {
  album: AlbumShape & { name: string };
  photos: DraftPhotoInfo[];
  initial: AlbumDraft;
  /** The same draft with every crop about the photo's focus, once found: it takes the place of `initial` unless the customer has changed something. */
  refined?: AlbumDraft;
  /** Whether the focus boxes are still being found. */
  fitting?: boolean;
  version: number;
  save(draft: AlbumDraft, version: number): Promise<{ version: number; draft: AlbumDraft | null }>;
  /** Lays the draft out afresh from the photos (no choices kept). */
  startAgain(): Promise<AlbumDraft>;
  /** Reads the stored draft again, after a conflict. */
  reloadLatest(): void;
}

/**
 * dnd-kit has drop places (each spread's box, for the spread and each of its photos) only while
 * the keyboard moves a photo (`KeyboardMoving`, spread-view.tsx): registered and measured after the
 * pick-up, and again when spreads come into the page or leave it meanwhile. Registered and
 * measured before any drag, every spread put in the page or taken out as the window scrolls (a
 * pointer's drag scrolls it a step a frame) would draw dnd-kit's context and every place again, and
 * have every place measured again, each box with its scrolling ancestors' styles. Where a photo
 * would land is found from the spreads as they are at each move (drop-places.ts); dnd-kit needs a
 * place's box only to name it the place a photo is over.
 */
const measuring: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/**
 * dnd-kit moves photos from the keyboard alone (its KeyboardSensor scrolls each place into view
 * itself); a mouse, a finger or a pen drags them through the page's own handler (pointer-drag.ts,
 * which says why), so dnd-kit's auto-scroller has nothing to do.
 */
const autoScroll = { enabled: false };

const instructions =
  'To move a photo, press Space on it, then the Left and Right arrow keys to go to the next photo or spread, Up and Down to go a spread at a time, and Space to drop it: on a photo, the two swap; on a spread, the photo moves there. Escape cancels.';

export function DraftEditor({ album, photos, initial, refined, fitting = false, version, save, startAgain, reloadLatest }: DraftEditorProps) {
  const [draft, setDraft] = useState(initial);
  const current = useRef(initial);
  // Whether the customer has changed the draft here (a refined layout then no longer replaces it).
  const changed = useRef(false);
  useEffect(() => {
    if (!refined || changed.current || refined === current.current) return;
    current.current = refined;
    setDraft(refined);
  }, [refined]);
  const autosave = useAutosave(save, version);
  const { schedule } = autosave;
  const page = useMemo(() => pageSizeOf(album.size), [album.size]);
  const byId = useMemo(() => new Map(photos.map((p) => [p.imageId, p])), [photos]);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  // The photo moved by keyboard (dnd-kit), and the place it is over.
  const [dragging, setDragging] = useState<string>();
  const [keyboardOver, setKeyboardOver] = useState<UniqueIdentifier>();
  // The photo dragged by a pointer (pointer-drag.ts), from its pick-up to its drop.
  const [pointerDragged, setPointerDragged] = useState<string>();
  // Why the last drop was not made, for its announcement.
  const dropRefused = useRef<string>(undefined);
  // Where the dragged photo was last over, for what is said as it moves.
  const lastOver = useRef<UniqueIdentifier>(undefined);
  // What is said to a screen reader of a drag with a pointer (dnd-kit says it for the keyboard's).
  const pointerAnnouncement = useRef<HTMLParagraphElement>(null);

  const ctx: EditContext = useMemo(() => ({ photos, album }), [photos, album]);
  // Why the last change could not be made, until the next one is.
  const [refusal, setRefusal] = useState<string>();
  const change = useCallback(
    (what: DraftEdit) => {
      const { draft: next, refused } = edit(current.current, ctx, what);
      setRefusal(refused);
      if (next === current.current) return;
      current.current = next;
      changed.current = true;
      setDraft(next);
      schedule(next);
    },
    [ctx, schedule],
  );
  const actions: SpreadActions = useMemo(
    () => ({
      setTemplate: (spreadId: string, pageIndex: number, template: PageTemplate) => change({ kind: 'template', spreadId, pageIndex, template }),
      setHero: (spreadId: string, hero: boolean) => {
        const spread = current.current.spreads.find((s) => s.id === spreadId);
        if (spread) change({ kind: 'hero', spreadId, imageId: hero ? heroCandidate(spread, ctx) : undefined });
      },
      setNote: (spreadId: string, note: string) => change({ kind: 'note', spreadId, note }),
    }),
    [change, ctx],
  );
  const toggleMustHave = useCallback((imageId: string) => change({ kind: 'mustHave', imageId }), [change]);
  const toggleLeaveOut = useCallback((imageId: string) => change({ kind: 'leaveOut', imageId }), [change]);

  const places = useMemo(() => placesOf(draft), [draft]);
  const mustHave = useMemo(() => new Set(draft.mustHave), [draft.mustHave]);
  const leaveOut = useMemo(() => new Set(draft.leaveOut), [draft.leaveOut]);
  const marksBySpread = useMemo(() => {
    const marks = draft.spreads.map(() => [] as string[]);
    for (const id of draft.mustHave) {
      const at = places.get(id);
      if (at !== undefined) marks[at]!.push(id);
    }
    return marks.map((ids) => ids.join(' '));
  }, [draft.spreads, draft.mustHave, places]);
  // The list of every photo to mark (a row each) follows in React's background render, which gives
  // way to the customer's input: the first spreads show without waiting for two hundred rows.
  const choicesShown = useDeferredValue(true, false);
  const leftOut = useMemo(() => leftOutOf(draft, byId, album.size), [draft, byId, album.size]);
  // The spreads kept in the page whatever the window shows (spread-list.tsx keeps the spread either
  // side too): during a keyboard drag the spread of the photo moved and the one it is over, so that
  // the next place the arrows go to is always there to go to and to land on; during a pointer's
  // drag the spread of the photo dragged, whose handle holds the pointer.
  const kept = useMemo(() => {
    const spreadIdOf = (imageId: string) => draft.spreads[places.get(imageId) ?? -1]?.id;
    const over = keyboardOver === undefined ? undefined : String(keyboardOver);
    const ids = [
      dragging && spreadIdOf(dragging),
      over?.startsWith('photo:') ? spreadIdOf(over.slice('photo:'.length)) : over?.slice('spread:'.length),
      pointerDragged && spreadIdOf(pointerDragged),
    ];
    return ids.filter((id): id is string => Boolean(id));
  }, [draft.spreads, places, dragging, keyboardOver, pointerDragged]);
  const missing = missingSpreads(draft, album);

  // ---- Moving photos ----
  const targets = useMemo(
    () =>
      draft.spreads.flatMap((spread) => [
        spreadTarget(spread.id),
        ...(spread.hero ? [spread.hero.imageId] : spread.pages.flatMap((p) => p.photos.map((placed) => placed.imageId))).map(photoTarget),
      ]),
    [draft.spreads],
  );
  const targetsRef = useRef(targets);
  targetsRef.current = targets;
  // The spreads' container and the draft as drawn, for finding the place under the pointer.
  const spreadsRef = useRef<HTMLDivElement>(null);
  const layout = useRef<SpreadLayout>(null);
  const drawn = useRef(draft);
  drawn.current = draft;
  const collisionDetection = useMemo(() => photoFirst(spreadsRef, drawn, page), [page]);
  const sensors = useSensors(useSensor(KeyboardSensor, { coordinateGetter: useMemo(() => keyboardSteps(targetsRef, spreadsRef, drawn, page), [page]) }));

  const idOf = (target: UniqueIdentifier) => String(target).replace(/^(photo|spread):/, '');
  const isPhoto = (target: UniqueIdentifier) => String(target).startsWith('photo:');
  const nameOf = (target: UniqueIdentifier) => byId.get(idOf(target))?.fileName ?? 'The photo';
  const spreadOf = (target: UniqueIdentifier) => {
    if (isPhoto(target)) return (places.get(idOf(target)) ?? 0) + 1;
    return current.current.spreads.findIndex((s) => s.id === idOf(target)) + 1;
  };
  const overWords = (target: UniqueIdentifier) => (isPhoto(target) ? `${nameOf(target)}, on spread ${spreadOf(target)}` : `spread ${spreadOf(target)}`);
  // Dropped on a photo, the two swap; on a spread, the photo moves there.
  const editOf = (active: UniqueIdentifier, over: UniqueIdentifier): DraftEdit =>
    isPhoto(over) ? { kind: 'swap', a: idOf(active), b: idOf(over) } : { kind: 'move', imageId: idOf(active), toSpreadId: idOf(over) };
  // What is said at each step of a drag, by keyboard or pointer, with the spreads as they were before the drop.
  const said = {
    pickedUp: (active: UniqueIdentifier) => {
      lastOver.current = undefined;
      return `Picked up ${nameOf(active)}, on spread ${spreadOf(active)}.`;
    },
    over: (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
      // Over its own place at the pick-up: "Picked up" stays the last thing said.
      const before = lastOver.current;
      lastOver.current = over;
      if (over === undefined || over === active) return before === undefined || before === active ? undefined : `${nameOf(active)} is back in its place.`;
      return `${nameOf(active)} is over ${overWords(over)}.`;
    },
    dropped: (active: UniqueIdentifier, over: UniqueIdentifier | undefined, refused: string | undefined) => {
      if (over === undefined || over === active) return `${nameOf(active)} dropped where it was, on spread ${spreadOf(active)}.`;
      if (refused) return `${nameOf(active)} stays on spread ${spreadOf(active)}: ${refused}`;
      if (isPhoto(over))
        return `${nameOf(active)} and ${nameOf(over)} swapped: ${nameOf(active)} is now on spread ${spreadOf(over)}, ${nameOf(over)} on spread ${spreadOf(active)}.`;
      return `${nameOf(active)} moved to spread ${spreadOf(over)}.`;
    },
    cancelled: (active: UniqueIdentifier) => `Moving ${nameOf(active)} was cancelled; it stays on spread ${spreadOf(active)}.`,
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => said.pickedUp(active.id),
    onDragOver: ({ active, over }) => said.over(active.id, over?.id),
    // Said after the drop was made (dnd-kit calls onDragEnd first): why it was refused, if it was.
    onDragEnd: ({ active, over }) => said.dropped(active.id, over?.id, dropRefused.current),
    onDragCancel: ({ active }) => said.cancelled(active.id),
  };
  /** Makes the drop of `active` on `over`, if it is a change, and says why not if it is refused. */
  const drop = (active: UniqueIdentifier, over: UniqueIdentifier | undefined): string | undefined => {
    if (over === undefined || over === active) return undefined;
    const what = editOf(active, over);
    const refused = edit(current.current, ctx, what).refused;
    change(what);
    return refused;
  };
  const started = ({ active }: DragStartEvent) => setDragging(idOf(active.id));
  const dropped = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    setKeyboardOver(undefined);
    dropRefused.current = drop(active.id, over?.id);
  };
  const cancelled = () => {
    setDragging(undefined);
    setKeyboardOver(undefined);
  };

  // A drag with a pointer: the page's own handler moves the photo, and the same drop is made.
  const keyboardDrag = useRef(false);
  keyboardDrag.current = dragging !== undefined;
  const targetOf = (place: Place | undefined) => place && (place.kind === 'photo' ? photoTarget(place.imageId) : spreadTarget(place.spreadId));
  const announce = (text: string | undefined) => {
    if (text !== undefined && pointerAnnouncement.current) pointerAnnouncement.current.textContent = text;
  };
  const pointerHost: PointerDragHost = {
    draft: () => drawn.current,
    page: () => page,
    layout: () => layout.current,
    thumbnail: (imageId) => byId.get(imageId)?.thumbnailUrl,
    canStart: () => !keyboardDrag.current,
    started: (imageId) => {
      setPointerDragged(imageId);
      announce(said.pickedUp(photoTarget(imageId)));
    },
    over: (imageId, place) => announce(said.over(photoTarget(imageId), targetOf(place))),
    dropped: (imageId, place) => {
      setPointerDragged(undefined);
      const active = photoTarget(imageId);
      const over = targetOf(place);
      // Said from the spreads as they were, after the change is made.
      const refused = drop(active, over);
      announce(said.dropped(active, over, refused));
    },
    cancelled: (imageId) => {
      setPointerDragged(undefined);
      announce(said.cancelled(photoTarget(imageId)));
    },
  };
  const latestPointerHost = useRef(pointerHost);
  latestPointerHost.current = pointerHost;
  useEffect(() => {
    const spreads = spreadsRef.current;
    if (!spreads) return;
    const host = latestPointerHost;
    return pointerDrags(spreads, {
      draft: () => host.current.draft(),
      page: () => host.current.page(),
      layout: () => host.current.layout(),
      thumbnail: (imageId) => host.current.thumbnail(imageId),
      canStart: () => host.current.canStart(),
      started: (imageId) => host.current.started(imageId),
      over: (imageId, place) => host.current.over(imageId, place),
      dropped: (imageId, place) => host.current.dropped(imageId, place),
      cancelled: (imageId) => host.current.cancelled(imageId),
    });
  }, []);

  const [restarting, setRestarting] = useState(false);
  const reset = async () => {
    if (!window.confirm('Start again from your photos? The draft is laid out afresh: your swaps, page choices, marks and notes are replaced.')) return;
    setRestarting(true);
    try {
      const fresh = await startAgain();
      setRefusal(undefined);
      if (fresh === current.current) return;
      current.current = fresh;
      changed.current = true;
      setDraft(fresh);
      schedule(fresh);
    } finally {
      setRestarting(false);
    }
  };

  return (
    <div className="album-draft" ref={setRegion}>
      <div className="album-draft__bar">
        <p className="album-draft__summary" data-testid="draft-summary">
          {album.name}, {album.size} in, {album.pages} pages: {draft.spreads.length} of {spreadsNeeded(album)} spreads laid out.
        </p>
        {fitting && (
          <p role="status" className="album-draft__fitting" data-testid="draft-fitting">
            Fitting each photo’s crop…
          </p>
        )}
        <SaveStatus state={autosave.state} onRetry={autosave.retry} onReload={reloadLatest} />
        <button type="button" className="button button--quiet" onClick={() => void reset()} disabled={restarting}>
          {restarting ? 'Laying out your photos…' : 'Start again from my photos'}
        </button>
      </div>
      {missing > 0 && (
        <p className="album-draft__fill" data-testid="draft-fill">
          {missing === 1
            ? 'One more photo would fill the album: the last spread is still empty.'
            : `${missing} more photos would fill the album: ${missing} spreads are still empty.`}
        </p>
      )}
      <p className="album-draft__hint">{instructions}</p>
      <p className="album-draft__refusal" role="status" data-testid="draft-refusal">
        {refusal && `That change was not made: ${refusal}`}
      </p>
      <p className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true" ref={pointerAnnouncement} data-testid="draft-drag-announcement" />
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        measuring={measuring}
        autoScroll={autoScroll}
        onDragStart={started}
        onDragOver={({ over }) => setKeyboardOver(over?.id)}
        onDragEnd={dropped}
        onDragCancel={cancelled}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions }, container: region ?? undefined }}
      >
        <KeyboardMoving.Provider value={dragging !== undefined}>
          <SpreadList
            spreads={draft.spreads}
            page={page}
            photos={byId}
            marks={marksBySpread}
            actions={actions}
            kept={kept}
            fitting={fitting}
            listRef={spreadsRef}
            layoutRef={layout}
          />
        </KeyboardMoving.Provider>
        <DragOverlay dropAnimation={null}>
          {dragging && byId.get(dragging) ? <img className="album-draft__dragged" src={byId.get(dragging)!.thumbnailUrl} alt="" /> : null}
        </DragOverlay>
      </DndContext>
      <section className="album-draft__left-out" aria-labelledby="draft-left-out">
        <h2 id="draft-left-out">Photos not in the draft</h2>
        {leftOut.length === 0 ? (
          <p data-testid="draft-left-out">Every photo is in the draft.</p>
        ) : (
          <>
            <p data-testid="draft-left-out">
              {leftOut.length === 1 ? '1 photo left out' : `${leftOut.length} photos left out`}: {leftOut.map((p) => p.fileName).join(', ')}
            </p>
            <ul className="album-draft__reasons">
              {leftOut.map((p) => (
                <li key={p.imageId}>
                  {p.fileName}: {p.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="album-draft__photos" aria-labelledby="draft-all-photos">
        <h2 id="draft-all-photos">All your photos</h2>
        <p>Mark the photos that must be in the album, and those to leave out: the draft is laid out again around them.</p>
        {choicesShown && (
          <PhotoChoices photos={photos} mustHave={mustHave} leaveOut={leaveOut} places={places} onMustHave={toggleMustHave} onLeaveOut={toggleLeaveOut} />
        )}
      </section>
    </div>
  );
}

function SaveStatus({ state, onRetry, onReload }: { state: SaveState; onRetry(): void; onReload(): void }) {
  return (
    <div className="album-draft__save" data-testid="draft-save">
      <p role="status" className="album-draft__save-state" data-testid="draft-save-state">
        {state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? 'Saved' : state.kind === 'idle' ? 'Changes are saved as you make them.' : ''}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="album-draft__save-problem">
          Your last change was not saved ({state.message}).{' '}
          <button type="button" className="button button--quiet" onClick={onRetry}>
            Retry
          </button>
        </p>
      )}
      {state.kind === 'conflict' && (
        <p role="alert" className="album-draft__save-problem" data-testid="draft-conflict">
          {state.message}{' '}
          <button type="button" className="button button--primary" onClick={onReload}>
            Reload the latest
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * Where a dragged photo would land: under the pointer, a photo before the spread around it. From
 * the keyboard (no pointer), the photo or spread the dragged photo's centre was moved onto. Found
 * from the spreads in the page now and their frames (drop-places.ts): a few boxes read for each
 * move. The keyboard's next place is always in the page: the spreads either side of the one the
 * photo is over are kept there (`kept`).
 */
function photoFirst(spreads: { current: HTMLElement | null }, draft: { current: AlbumDraft }, page: PageSize): CollisionDetection {
  return ({ collisionRect, pointerCoordinates }) => {
    const at = pointerCoordinates ?? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
    const place = placeAt(spreads.current, draft.current, page, at);
    if (!place) return [];
    return [{ id: place.kind === 'photo' ? photoTarget(place.imageId) : spreadTarget(place.spreadId) }];
  };
}

/**
 * The keyboard's steps: Left and Right go to the previous or next place in reading order (a
 * spread, then its photos), Up and Down to the previous or next spread. The dragged photo's centre
 * is put on the place (on a spread, on its title bar, where no photo is).
 */
function keyboardSteps(
  targets: { current: string[] },
  spreads: { current: HTMLElement | null },
  draft: { current: AlbumDraft },
  page: PageSize,
): KeyboardCoordinateGetter {
  return (event, { active, context, currentCoordinates }) => {
    const { collisionRect, over } = context;
    if (!collisionRect) return undefined;
    const list = targets.current;
    const here = list.indexOf(String(over?.id ?? active));
    let to = here;
    if (event.code === 'ArrowRight') to = here + 1;
    else if (event.code === 'ArrowLeft') to = here - 1;
    else if (event.code === 'ArrowDown') to = list.findIndex((t, i) => i > here && t.startsWith('spread:'));
    else if (event.code === 'ArrowUp') to = findLastIndex(list, (t, i) => i < here && t.startsWith('spread:') && i !== previousSpread(list, here));
    else return undefined;
    event.preventDefault();
    const target = list[to];
    const place = target === undefined ? undefined : placeOf(target, draft.current);
    const point = place && placePoint(spreads.current, draft.current, page, place);
    if (!point) return currentCoordinates;
    return {
      x: currentCoordinates.x + point.x - (collisionRect.left + collisionRect.width / 2),
      y: currentCoordinates.y + point.y - (collisionRect.top + collisionRect.height / 2),
    };
  };
}

/** A target's place: a spread, or a photo with the spread it is on. */
function placeOf(target: string, draft: AlbumDraft): Place | undefined {
  const id = target.replace(/^(photo|spread):/, '');
  if (target.startsWith('spread:')) return { kind: 'spread', spreadId: id };
  const spreadIndex = draft.spreads.findIndex((s) => (s.hero ? s.hero.imageId === id : s.pages.some((p) => p.photos.some((placed) => placed.imageId === id))));
  return spreadIndex < 0 ? undefined : { kind: 'photo', imageId: id, spreadIndex };
}
/** The spread a place belongs to (its index in the list), for Up to leave it for the one before. */
function previousSpread(list: string[], here: number): number {
  if (list[here]?.startsWith('spread:')) return -1;
  return findLastIndex(list, (t, i) => i <= here && t.startsWith('spread:'));
}

function findLastIndex<T>(list: T[], test: (item: T, index: number) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!, i)) return i;
  return -1;
}
