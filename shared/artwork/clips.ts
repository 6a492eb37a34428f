/**
 * The home page hero and the three short clips of the About page carousel. The clips are SVG
 * with SMIL animation on one 6-second timeline that loops; every animated part is back where it
 * started by the end of the loop (a quick rewind or a fade), so the loop has no jump. Each clip is
 * a still set and the action over it (Clip), and has a still of its own for when it must not move.
 */
import { closedAlbum, fitSpread, layouts, openAlbum, type AlbumLook } from './album-shots';
import { backdrop, daylight, glazingShadows, shadow, windowLight, type Material } from './materials';
import { photo, type Scene } from './photos';
import { loosePrint, sans, sprig } from './props';
import { el, g, num, rect, text, type Svg } from './svg';

const seconds = 6;
const cognac: Material = { weave: 'leather', colour: '#9a5a2e' };
const emerald: Material = { weave: 'velvet', colour: '#1f5a45' };
const walnut: Material = { weave: 'wood', colour: '#b48d66' };
const square: AlbumLook = { title: 'AMELIA & JAMES', pageRatio: 1, layflat: true, table: walnut };

/** Timing for keyframes given as [second, value] pairs on the shared loop. */
const timeline = (frames: Frames) => ({
  dur: `${seconds}s`,
  repeatCount: 'indefinite',
  values: frames.map(([, v]) => v).join(';'),
  keyTimes: frames.map(([t]) => (t / seconds).toFixed(3)).join(';'),
});

/** The same, eased in and out between keyframes. */
const eased = (frames: Frames) => ({
  ...timeline(frames),
  calcMode: 'spline',
  keySplines: frames
    .slice(1)
    .map(() => '.45 0 .55 1')
    .join(';'),
});

type Frames = [number, string | number][];
const transforms = ['translate', 'scale'];

/**
 * The value the keyframes give at second `t`: the frame's own, or between two frames a straight
 * blend of each number in them ('0 -420' is two). A still is taken where nothing is on the move,
 * so the easing between frames never shows in one.
 */
function valueAt(frames: Frames, t: number): string | number {
  const next = frames.findIndex(([at]) => at > t);
  if (next <= 0) return frames[next === 0 ? 0 : frames.length - 1]![1];
  const [t0, v0] = frames[next - 1]!;
  const [t1, v1] = frames[next]!;
  if (String(v0) === String(v1)) return v0;
  const share = (t - t0) / (t1 - t0);
  const a = String(v0).split(' ').map(Number);
  const b = String(v1).split(' ').map(Number);
  return a.map((x, i) => num(x + (b[i]! - x) * share)).join(' ');
}

/**
 * How a clip's moving parts are written: animated on the 6-second loop, or, for a still of the
 * clip, fixed where the loop has them at one moment.
 */
export interface Motion {
  /** A group whose attribute (opacity) or transform (translate, scale) follows the keyframes. */
  moving(attr: string, frames: Frames, ...children: string[]): string;
  /** Switches an attribute at exact moments (a page showing its front, then its back). */
  step(attr: string, frames: Frames, ...children: string[]): string;
}

/** The loop as SMIL animation. Each group starts at its first frame, so a renderer that does not animate shows a sensible still. */
export const animated: Motion = {
  moving(attr, frames, ...children) {
    const first = frames[0]![1];
    return transforms.includes(attr)
      ? g({ transform: `${attr}(${first})` }, el('animateTransform', { attributeName: 'transform', type: attr, ...eased(frames) }), ...children)
      : g({ [attr]: first }, el('animate', { attributeName: attr, ...eased(frames) }), ...children);
  },
  step: (attr, frames, ...children) =>
    g({ [attr]: frames[0]![1] }, el('animate', { attributeName: attr, ...timeline(frames), calcMode: 'discrete' }), ...children),
};

/** The loop stopped at second `t`. */
export const stillAt = (t: number): Motion => ({
  moving: (attr, frames, ...children) =>
    g(transforms.includes(attr) ? { transform: `${attr}(${valueAt(frames, t)})` } : { [attr]: valueAt(frames, t) }, ...children),
  step: (attr, frames, ...children) => g({ [attr]: [...frames].reverse().find(([at]) => at <= t)![1] }, ...children),
});

/**
 * One of the About page's clips, drawn as two pictures the page lays one over the other:
 * - its set, which never moves: the table or wall with its texture, what lies still on it, and
 *   the faint shadows of the window's glazing bars;
 * - its action, transparent where the set shows through: what moves, and the daylight over all.
 * A browser draws an animated picture afresh for every frame of it, so the set's noise textures and
 * blurs, drawn once, would otherwise cost a busy core for as long as the clip played.
 */
export interface Clip {
  set(s: Svg): void;
  action(s: Svg, motion: Motion): void;
  /** The moment of the loop a still of the clip shows (a paused slideshow, less motion asked for). */
  still: number;
}

/** The left of a hero picture, washed pale so the headline reads over it. */
const quietLeft = (s: Svg) =>
  rect(
    { x: 0, y: 0, w: 720, h: s.height },
    {
      fill: s.linear(
        'hero-quiet',
        [
          [0, '#f7f1e8', 0.55],
          [1, '#f7f1e8', 0],
        ],
        [0, 0, 1, 0],
      ),
    },
  );

/**
 * The home page's pictures, each a styled flat lay on the right with the left kept quiet for the
 * headline. The first is the page's main picture; the others follow it in the home carousel.
 */
export function hero(s: Svg): void {
  const b = fitSpread(square, { x: 660, y: 250, w: 820, h: 420 });
  s.add(
    backdrop(s, walnut),
    closedAlbum(s, { x: 1180, y: 40, w: 360, h: 360 }, emerald, square.title, 12),
    loosePrint(s, { x: 560, y: 620, w: 240, h: 170 }, 'sea', -8),
    loosePrint(s, { x: 760, y: 700, w: 200, h: 140 }, 'mountains', 6),
    openAlbum(s, b, cognac, 'panorama', ['sunset'], true),
    sprig(s, 1400, 760, 1.4, -40),
    quietLeft(s),
    windowLight(s),
  );
}

const linen: Material = { weave: 'paper', colour: '#e9e2d6' };
const navy: Material = { weave: 'linen', colour: '#2c3a52' };
const travel: AlbumLook = { title: 'NORTHBOUND', pageRatio: 1.25, layflat: false, table: linen };

/** A linen-bound travel album open on a gallery spread, its prints laid out beside it. */
export function heroTravel(s: Svg): void {
  const b = fitSpread(travel, { x: 700, y: 210, w: 800, h: 460 });
  s.add(
    backdrop(s, linen),
    closedAlbum(s, { x: 1230, y: 30, w: 300, h: 240 }, navy, travel.title, -7),
    loosePrint(s, { x: 800, y: 40, w: 210, h: 150 }, 'forest', -10),
    loosePrint(s, { x: 720, y: 690, w: 230, h: 160 }, 'dunes', 5),
    loosePrint(s, { x: 1300, y: 700, w: 200, h: 140 }, 'lake', -4),
    openAlbum(s, b, navy, 'gallery', ['forest', 'lake', 'dunes', 'mountains'], false),
    quietLeft(s),
    windowLight(s),
  );
}

const plaster: Material = { weave: 'plaster', colour: '#e6dfd4' };
const ivory: Material = { weave: 'leather', colour: '#e9dfcc' };
const wedding: AlbumLook = { title: 'ISLA & TOM', pageRatio: 1, layflat: true, table: plaster };

/** A wedding album open on its story spread on the studio table, its leather-bound twin beside it. */
export function heroWedding(s: Svg): void {
  const b = fitSpread(wedding, { x: 680, y: 280, w: 780, h: 400 });
  s.add(
    backdrop(s, plaster),
    closedAlbum(s, { x: 1160, y: 50, w: 320, h: 320 }, ivory, wedding.title, -5),
    closedAlbum(s, { x: 700, y: 60, w: 260, h: 260 }, cognac, wedding.title, 9),
    openAlbum(s, b, ivory, 'story', ['couple', 'meadow'], true),
    sprig(s, 1450, 760, 1.2, -20),
    sprig(s, 640, 760, 1, 30),
    quietLeft(s),
    glazingShadows(s, 0.7),
  );
}

/** Clip 1: an album on the table, a page turning over and back. */
const turningSpread = fitSpread(square, { x: 130, y: 100, w: 700, h: 350 });
export const pagesTurning: Clip = {
  set: (s) => s.add(backdrop(s, walnut), openAlbum(s, turningSpread, cognac, 'pair', ['lake', 'sea'], false), glazingShadows(s)),
  action(s, { moving, step }) {
    const b = turningSpread;
    const pw = b.w / 2;
    const page = (scene: Scene) =>
      rect({ x: 0, y: 0, w: pw, h: b.h }, { fill: '#fbf8f2' }) + photo(s, { x: pw * 0.12, y: b.h * 0.1, w: pw * 0.76, h: b.h * 0.8 }, scene);
    s.add(
      g(
        { transform: `translate(${b.x + pw} ${b.y})` },
        moving(
          'scale',
          [
            [0, '1 1'],
            [0.8, '1 1'],
            [2.2, '-1 1'],
            [3.8, '-1 1'],
            [5.2, '1 1'],
            [6, '1 1'],
          ],
          step(
            'opacity',
            [
              [0, 1],
              [1.5, 0],
              [4.5, 1],
            ],
            page('meadow'),
          ),
          step(
            'opacity',
            [
              [0, 0],
              [1.5, 1],
              [4.5, 0],
            ],
            page('couple'),
          ),
          moving(
            'opacity',
            [
              [0, 0],
              [0.8, 0],
              [1.5, 0.3],
              [2.2, 0],
              [3.8, 0],
              [4.5, 0.3],
              [5.2, 0],
              [6, 0],
            ],
            rect({ x: 0, y: 0, w: pw, h: b.h }, { fill: '#000' }),
          ),
        ),
      ),
      daylight(s),
    );
  },
  // The page turned over, the couple on its back.
  still: 3,
};

/** Clip 2: photos sliding from a loose pile into their places on a blank spread. */
const blankSpread = fitSpread(square, { x: 130, y: 90, w: 700, h: 350 });
export const photosLaidOut: Clip = {
  set: (s) =>
    s.add(
      backdrop(s, { weave: 'plaster', colour: '#e6dfd4' }),
      openAlbum(s, blankSpread, { weave: 'linen', colour: '#c9b99c' }, 'blank', [], false),
      glazingShadows(s),
    ),
  action(s, { moving }) {
    const b = blankSpread;
    const scenes: Scene[] = ['mountains', 'couple', 'meadow'];
    const placed = layouts.gallery.map(([fx, fy, fw, fh], i) => {
      const box = { x: b.x + fx * b.w, y: b.y + fy * b.h, w: fw * b.w, h: fh * b.h };
      const arrive = 0.6 + i * 1.1;
      const from = `${700 - box.x} ${470 - box.y}`;
      return moving(
        'opacity',
        [
          [0, 0],
          [arrive, 0],
          [arrive + 0.3, 1],
          [5.4, 1],
          [6, 0],
        ],
        moving(
          'translate',
          [
            [0, from],
            [arrive, from],
            [arrive + 1, '0 0'],
            [6, '0 0'],
          ],
          shadow(s, box, { dy: 4, blur: 4, opacity: 0.25 }),
          photo(s, box, scenes[i]!),
        ),
      );
    });
    s.add(
      ...placed,
      moving(
        'opacity',
        [
          [0, 0],
          [4.2, 0],
          [4.7, 1],
          [5.4, 1],
          [6, 0],
        ],
        text({ x: 480, y: 505, 'font-family': sans, 'font-size': 22, 'letter-spacing': 3, fill: '#5a4632', 'text-anchor': 'middle' }, 'DESIGNED BY OUR STUDIO'),
      ),
      daylight(s),
    );
  },
  // Every photo in its place, and the studio's line under them.
  still: 5,
};

/** Clip 3: the finished album lowered into a shipping box, wrapped in tissue, closed and taped. */
const shippingBox = { x: 360, y: 150, w: 240, h: 240 };
export const boxedForShipping: Clip = {
  set: (s) =>
    s.add(
      backdrop(s, { weave: 'plaster', colour: '#e9e3da' }),
      shadow(s, shippingBox, { dx: 8, dy: 12, blur: 12, opacity: 0.35 }),
      rect(shippingBox, { fill: '#a98158' }),
      glazingShadows(s, 0.8),
    ),
  action(s, { moving }) {
    const box = shippingBox;
    const closed = (axis: 'x' | 'y') => (axis === 'x' ? '-1 1' : '1 -1');
    /** A cardboard flap lying open outside the box, folding over it about the box's edge. */
    const flap = (axis: 'x' | 'y', at: number, size: number, begin: number) => {
      const shape =
        axis === 'y' ? { x: box.x, y: Math.min(size, 0), w: box.w, h: Math.abs(size) } : { x: Math.min(size, 0), y: box.y, w: Math.abs(size), h: box.h };
      return g(
        { transform: axis === 'y' ? `translate(0 ${at})` : `translate(${at} 0)` },
        moving(
          'scale',
          [
            [0, '1 1'],
            [begin, '1 1'],
            [begin + 0.7, closed(axis)],
            [5.6, closed(axis)],
            [6, '1 1'],
          ],
          rect(shape, { fill: '#c69c6d', stroke: '#a47d52' }),
        ),
      );
    };
    /** Tissue paper folding in from one side of the box. */
    const tissue = (x: number, w: number, begin: number) =>
      g(
        { transform: `translate(${x} 0)` },
        moving(
          'scale',
          [
            [0, '0.001 1'],
            [begin, '0.001 1'],
            [begin + 0.7, '1 1'],
            [5.6, '1 1'],
            [6, '0.001 1'],
          ],
          rect({ x: w < 0 ? w : 0, y: box.y + 6, w: Math.abs(w), h: box.h - 12 }, { fill: '#fbfaf7', opacity: 0.88 }),
        ),
      );
    s.add(
      moving(
        'translate',
        [
          [0, '0 -420'],
          [0.4, '0 -420'],
          [1.6, '0 0'],
          [5.6, '0 0'],
          [6, '0 -420'],
        ],
        closedAlbum(s, { x: box.x + 20, y: box.y + 20, w: 200, h: 186 }, cognac, 'A & J'),
      ),
      tissue(box.x, box.w * 0.55, 1.8),
      tissue(box.x + box.w, -box.w * 0.55, 2.1),
      flap('x', box.x, -box.w * 0.4, 2.8),
      flap('x', box.x + box.w, box.w * 0.4, 2.9),
      flap('y', box.y, -box.h / 2, 3.4),
      flap('y', box.y + box.h, box.h / 2, 3.7),
      moving(
        'opacity',
        [
          [0, 0],
          [4.2, 0],
          [4.6, 1],
          [5.6, 1],
          [6, 0],
        ],
        rect({ x: box.x + box.w / 2 - 22, y: box.y - 4, w: 44, h: box.h + 8 }, { fill: '#d9c7a3', opacity: 0.95 }),
        moving(
          'opacity',
          [
            [0, 0],
            [4.7, 0],
            [5, 1],
            [6, 1],
          ],
          rect({ x: box.x + 24, y: box.y + 150, w: 100, h: 60 }, { fill: '#fdfbf7', rx: 3 }),
          text(
            { x: box.x + 74, y: box.y + 184, 'font-family': sans, 'font-size': 12, 'letter-spacing': 1.5, fill: '#5a4632', 'text-anchor': 'middle' },
            'WITH CARE',
          ),
        ),
      ),
      daylight(s, 0.8),
    );
  },
  // Closed, taped and labelled.
  still: 5.2,
};
