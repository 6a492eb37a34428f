/**
 * A photo of the draft dragged with a mouse, a finger or a pen, handled by the page outside
 * React's render: a move draws nothing in React, and the draft is changed once, at the drop.
 *
 * Why not dnd-kit's PointerSensor, which the keyboard's moves still go through: in @dnd-kit/core 6
 * every pointer move, and every step of its auto-scroller, is a state change of `DndContext`,
 * which draws the context again with every consumer of its context (the `DragOverlay`, and at each
 * change of place every draggable and droppable). None of its options avoids that draw: measuring
 * before the drag, a slower auto-scroll and memoised consumers make each draw cheaper, not fewer
 * (`useDndMonitor`'s listeners are called from the same draws). On a phone's CPU those draws were
 * the frames missed while dragging across a long draft.
 *
 * Here, once the pointer has moved a few pixels with the button held (a finger: held still a
 * moment first, so that a swipe over the photos still scrolls the page), the pointer is captured
 * and each frame (requestAnimationFrame) moves a copy of the photo by a CSS transform, scrolls the
 * window when the pointer is near its top or bottom edge, and finds the place under the pointer
 * from the spreads' offsets and sizes the spreads list keeps (spread-list.tsx: measured for the
 * spreads drawn, estimated for the rest, whether or not a spread is in the page as the window
 * scrolls) and the photos' frames of the one spread under it, read from its section in the page
 * (drop-places.ts). The place is marked by an attribute set on its element. Escape cancels.
 * The spread the photo is dragged from stays in the page meanwhile (the editor keeps it there
 * from `started` to the drop), for its handle holds the pointer. The editor is told of the pick-up, each change of place, the drop and a cancel, for
 * what is said to a screen reader and for the change itself.
 */
import type { AlbumDraft } from '../../../../../shared/album-draft/schema';
import type { PageSize } from '../../../../../shared/album-draft/templates';
import { edgeScrollStep, photoBoxes, placeAmong, shifted, type Box, type Place, type Point } from './drop-places';
import type { SpreadLayout } from './spread-list';

export interface PointerDragHost {
  /** The draft as drawn now. */
  draft(): AlbumDraft;
  page(): PageSize;
  /** Where the spreads are, in the page or not. */
  layout(): SpreadLayout | null;
  /** The picture of a photo, for its copy under the pointer. */
  thumbnail(imageId: string): string | undefined;
  /** Whether a photo may be picked up now (not while the keyboard is moving one). */
  canStart(): boolean;
  started(imageId: string): void;
  /** The place under the pointer changed (none: between spreads, or off them). */
  over(imageId: string, place: Place | undefined): void;
  dropped(imageId: string, place: Place | undefined): void;
  cancelled(imageId: string): void;
}

/** How far a mouse or a pen moves, button held, before a drag starts: less is a click. */
export const DRAG_DISTANCE = 4;
/** How long a finger is held on a photo before a drag starts, and how far it may move meanwhile: moving further first scrolls the page. */
export const TOUCH_DELAY_MS = 250;
export const TOUCH_TOLERANCE = 8;
/**
 * The window's scroll near its edges: a step a frame, of up to 30 px at the edge (the step the drag
 * had with dnd-kit's auto-scroller, about 1,800 px a second at 60 frames a second). A step a frame
 * rather than a speed in time: a phone that draws fewer frames scrolls slower, and is never asked
 * to draw more of the draft a frame than it can.
 */
const FASTEST_SCROLL_STEP = 30;

const HANDLE = '.draft-frame__handle';
const FRAME = '[data-testid="draft-photo"]';

/**
 * Lets the photos in `container` (the spreads) be dragged with a pointer. Returns what removes it,
 * cancelling a drag under way.
 */
export function pointerDrags(container: HTMLElement, host: PointerDragHost): () => void {
  let drag: Drag | undefined;
  const down = (event: PointerEvent) => {
    if (drag || !event.isPrimary || event.button !== 0) return;
    const handle = event.target instanceof Element ? event.target.closest<HTMLElement>(HANDLE) : null;
    const imageId = handle?.closest<HTMLElement>(FRAME)?.dataset.imageId;
    if (!handle || !imageId || !container.contains(handle) || !host.canStart()) return;
    drag = new Drag(host, handle, imageId, event, () => (drag = undefined));
  };
  // A finger's drag keeps the page from scrolling under it: pointer events cannot, a touchmove
  // listener that is not passive can (the photos allow panning, for a swipe to scroll).
  const touchMove = (event: TouchEvent) => {
    if (drag?.holds() && event.cancelable) event.preventDefault();
  };
  container.addEventListener('pointerdown', down);
  container.addEventListener('touchmove', touchMove, { passive: false });
  return () => {
    container.removeEventListener('pointerdown', down);
    container.removeEventListener('touchmove', touchMove);
    drag?.cancel();
  };
}

/** One press on a photo: pending until it moves far enough (or a finger is held long enough), then a drag until it is dropped or cancelled. */
class Drag {
  private active = false;
  private readonly pointerId: number;
  private readonly touch: boolean;
  private readonly start: Point;
  private pointer: Point;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private frame: number | undefined;
  private copy: HTMLImageElement | undefined;
  /** The window's height, read at the pick-up and when it is resized. */
  private viewportHeight = 0;
  /** The window's scroll when the last frame scrolled it a step (none when it did not). */
  private steppedFrom: number | undefined;
  /** Where the place under the pointer was last looked for: the pointer, the scroll, and the spreads' layout. */
  private lookedAt = '';
  /** The spreads' layout the photos' boxes were read for (the list's version). */
  private layoutVersion = -1;
  /** The photos' boxes of the spreads looked at, in the page's coordinates (none for a spread not in the page). */
  private readonly photos = new Map<number, { imageId: string; box: Box }[]>();
  private place: Place | undefined;
  private marked: Element | undefined;
  private readonly listening: [EventTarget, string, EventListener, AddEventListenerOptions][] = [];

  constructor(
    private readonly host: PointerDragHost,
    private readonly handle: HTMLElement,
    private readonly imageId: string,
    down: PointerEvent,
    private readonly ended: () => void,
  ) {
    this.pointerId = down.pointerId;
    this.touch = down.pointerType === 'touch';
    this.start = { x: down.clientX, y: down.clientY };
    this.pointer = this.start;
    this.listen(window, 'pointermove', (e) => this.moved(e as PointerEvent), { capture: true });
    this.listen(window, 'pointerup', (e) => this.released(e as PointerEvent), { capture: true });
    this.listen(window, 'pointercancel', (e) => this.interrupted(e as PointerEvent), { capture: true });
    if (this.touch) {
      // A long press would open the browser's menu for the picture.
      this.listen(window, 'contextmenu', (e) => e.preventDefault(), { capture: true });
      this.timer = setTimeout(() => this.activate(), TOUCH_DELAY_MS);
    }
  }

  /** Whether a photo is being dragged (the page is not to scroll under a finger). */
  holds(): boolean {
    return this.active;
  }

  private listen(target: EventTarget, type: string, listener: EventListener, options: AddEventListenerOptions = {}) {
    target.addEventListener(type, listener, options);
    this.listening.push([target, type, listener, options]);
  }

  private moved(event: PointerEvent) {
    if (event.pointerId !== this.pointerId) return;
    this.pointer = { x: event.clientX, y: event.clientY };
    if (this.active) {
      if (event.cancelable) event.preventDefault();
      this.requestFrame();
      return;
    }
    const distance = Math.hypot(this.pointer.x - this.start.x, this.pointer.y - this.start.y);
    // A finger moved before it was held long enough: a swipe, which the browser scrolls.
    if (this.touch) {
      if (distance > TOUCH_TOLERANCE) this.finish();
    } else if (distance > DRAG_DISTANCE) this.activate();
  }

  private activate() {
    this.timer = undefined;
    if (this.active) return;
    this.active = true;
    try {
      this.handle.setPointerCapture(this.pointerId);
    } catch {
      // The pointer is already up (a finger lifted as the delay ran out): its pointerup ends the drag.
    }
    document.getSelection()?.removeAllRanges();
    this.listen(document, 'selectstart', (e) => e.preventDefault());
    this.listen(window, 'keydown', (e) => this.key(e as KeyboardEvent), { capture: true });
    this.listen(this.handle, 'lostpointercapture', () => this.active && this.cancel());
    this.listen(window, 'blur', () => this.cancel());
    this.listen(document, 'visibilitychange', () => this.cancel());
    this.listen(window, 'scroll', () => this.requestFrame(), { passive: true });
    this.listen(
      window,
      'resize',
      () => {
        this.viewportHeight = window.innerHeight;
        this.requestFrame();
      },
      { passive: true },
    );
    this.viewportHeight = window.innerHeight;
    this.handle.setAttribute('data-dragging', '');
    const copy = document.createElement('img');
    copy.className = 'album-draft__dragged album-draft__dragged--pointer';
    copy.alt = '';
    copy.src = this.host.thumbnail(this.imageId) ?? '';
    copy.style.transform = this.transform();
    document.body.append(copy);
    this.copy = copy;
    this.host.started(this.imageId);
    this.requestFrame();
  }

  private transform() {
    return `translate3d(${this.pointer.x}px, ${this.pointer.y}px, 0) translate(-50%, -50%)`;
  }

  private key(event: KeyboardEvent) {
    // Keys other than Escape do nothing meanwhile (Space would pick the focused photo up by keyboard).
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') this.cancel();
  }

  private requestFrame() {
    if (this.frame !== undefined || !this.active) return;
    this.frame = requestAnimationFrame(() => this.draw());
  }

  /**
   * One frame: the copy moved, the place under the pointer marked, and the window scrolled a step
   * near its edges. Everything is read first (the window's scroll once), then changed, and the
   * scroll step comes last: nothing is read after it, so no read waits for the page to be laid
   * out again. The place marked is the one under the pointer before the step; the next frame (or
   * the drop, which looks again) finds it after.
   */
  private draw() {
    this.frame = undefined;
    if (!this.active) return;
    const scroll = { x: window.scrollX, y: window.scrollY };
    const looking = `${this.pointer.x},${this.pointer.y},${scroll.x},${scroll.y},${this.host.layout()?.version()}`;
    const place = looking === this.lookedAt ? this.place : this.placeAt(this.pointer, scroll);
    this.lookedAt = looking;
    if (this.copy) this.copy.style.transform = this.transform();
    this.mark(place);
    const step = edgeScrollStep(this.pointer.y, this.viewportHeight, { fastest: FASTEST_SCROLL_STEP });
    // The last step did not move the window: it is at the end of the page (or its top).
    const atEnd = step !== 0 && this.steppedFrom === scroll.y;
    this.steppedFrom = step !== 0 && !atEnd ? scroll.y : undefined;
    if (this.steppedFrom === undefined) return;
    window.scrollBy(0, step < 0 ? Math.min(-1, Math.round(step)) : Math.max(1, Math.round(step)));
    // Held at an edge, the window goes on scrolling with no move of the pointer.
    this.requestFrame();
  }

  /** The place under `point` (in the window's coordinates, the window scrolled by `scroll`), from the spreads' layout. */
  private placeAt(point: Point, scroll: Point = { x: window.scrollX, y: window.scrollY }): Place | undefined {
    const draft = this.host.draft();
    const layout = this.host.layout();
    if (!layout) return undefined;
    const version = layout.version();
    if (version !== this.layoutVersion) {
      this.layoutVersion = version;
      this.photos.clear();
    }
    const photosOf = (index: number) => {
      let boxes = this.photos.get(index);
      if (!boxes) {
        const section = layout.section(index);
        const spread = draft.spreads[index];
        boxes =
          section && spread && section.dataset.spreadId === spread.id
            ? photoBoxes(section, spread, this.host.page()).map(({ imageId, box }) => ({ imageId, box: shifted(box, scroll) }))
            : [];
        this.photos.set(index, boxes);
      }
      return boxes;
    };
    return placeAmong(draft, { count: layout.count(), box: (index) => layout.box(index)! }, photosOf, { x: point.x + scroll.x, y: point.y + scroll.y });
  }

  /** Marks the place under the pointer (a photo to swap with, a spread to move to; not the photo's own), and tells the editor when it changed. */
  private mark(place: Place | undefined) {
    const key = (p: Place | undefined) => (p ? (p.kind === 'photo' ? `photo:${p.imageId}` : `spread:${p.spreadId}`) : '');
    if (key(place) === key(this.place)) return;
    this.place = place;
    this.marked?.removeAttribute('data-over');
    this.marked = undefined;
    const layout = this.host.layout();
    if (place?.kind === 'photo' && place.imageId !== this.imageId) {
      const section = layout?.section(place.spreadIndex);
      this.marked = Array.from(section?.querySelectorAll<HTMLElement>(FRAME) ?? []).find((frame) => frame.dataset.imageId === place.imageId);
    } else if (place?.kind === 'spread') {
      const section = layout?.section(this.host.draft().spreads.findIndex((spread) => spread.id === place.spreadId));
      this.marked = section?.querySelector('.draft-spread__drop') ?? undefined;
    }
    this.marked?.setAttribute('data-over', '');
    this.host.over(this.imageId, place);
  }

  private released(event: PointerEvent) {
    if (event.pointerId !== this.pointerId) return;
    if (!this.active) return this.finish();
    this.pointer = { x: event.clientX, y: event.clientY };
    const place = this.placeAt(this.pointer);
    this.finish();
    this.swallowClick();
    this.host.dropped(this.imageId, place);
  }

  private interrupted(event: PointerEvent) {
    if (event.pointerId !== this.pointerId) return;
    if (this.active) this.cancel();
    else this.finish();
  }

  cancel() {
    if (!this.active) return this.finish();
    this.finish();
    // The button is still held: its release ends nothing, and clicks nothing.
    const pointerId = this.pointerId;
    const up = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      window.removeEventListener('pointerup', up, true);
      this.swallowClick();
    };
    window.addEventListener('pointerup', up, true);
    setTimeout(() => window.removeEventListener('pointerup', up, true), 60_000);
    this.host.cancelled(this.imageId);
  }

  /** The click that follows a drag's release is not a click on the photo. */
  private swallowClick() {
    const stop = (event: Event) => event.stopPropagation();
    window.addEventListener('click', stop, { capture: true, once: true });
    setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 50);
  }

  /** Everything undone: the listeners, the copy, the marks, the pointer's capture. */
  private finish() {
    const wasActive = this.active;
    this.active = false;
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
    for (const [target, type, listener, options] of this.listening) target.removeEventListener(type, listener, options);
    this.listening.length = 0;
    this.copy?.remove();
    this.marked?.removeAttribute('data-over');
    this.handle.removeAttribute('data-dragging');
    if (wasActive && this.handle.hasPointerCapture?.(this.pointerId)) this.handle.releasePointerCapture(this.pointerId);
    this.ended();
  }
}
