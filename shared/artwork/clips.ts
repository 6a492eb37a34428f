/**
 * The home page hero and the three short clips of the About page carousel. The clips are SVG
 * with SMIL animation on one 6-second timeline that loops; every animated part is back where it
 * started by the end of the loop (a quick rewind or a fade), so the loop has no jump.
 */
import { closedAlbum, fitSpread, layouts, openAlbum, type AlbumLook } from './album-shots';
import { backdrop, shadow, windowLight, type Material } from './materials';
import { photo, type Scene } from './photos';
import { loosePrint, sans, sprig } from './props';
import { el, g, rect, text, type Svg } from './svg';

const seconds = 6;
const cognac: Material = { weave: 'leather', colour: '#9a5a2e' };
const emerald: Material = { weave: 'velvet', colour: '#1f5a45' };
const walnut: Material = { weave: 'wood', colour: '#b48d66' };
const square: AlbumLook = { title: 'AMELIA & JAMES', pageRatio: 1, layflat: true, table: walnut };

/** Timing for keyframes given as [second, value] pairs on the shared loop. */
const timeline = (frames: [number, string | number][]) => ({
  dur: `${seconds}s`,
  repeatCount: 'indefinite',
  values: frames.map(([, v]) => v).join(';'),
  keyTimes: frames.map(([t]) => (t / seconds).toFixed(3)).join(';'),
});

/** The same, eased in and out between keyframes. */
const eased = (frames: [number, string | number][]) => ({
  ...timeline(frames),
  calcMode: 'spline',
  keySplines: frames.slice(1).map(() => '.45 0 .55 1').join(';'),
});

const transforms = ['translate', 'scale'];

/**
 * A group whose attribute (opacity) or transform (translate, scale) follows the keyframes. The
 * group starts at the first frame, so a renderer that does not animate shows a sensible still.
 */
function moving(attr: string, frames: [number, string | number][], ...children: string[]): string {
  const first = frames[0]![1];
  return transforms.includes(attr)
    ? g({ transform: `${attr}(${first})` }, el('animateTransform', { attributeName: 'transform', type: attr, ...eased(frames) }), ...children)
    : g({ [attr]: first }, el('animate', { attributeName: attr, ...eased(frames) }), ...children);
}

/** Switches an attribute at exact moments (a page showing its front, then its back). */
const step = (attr: string, frames: [number, string | number][], ...children: string[]) =>
  g({ [attr]: frames[0]![1] }, el('animate', { attributeName: attr, ...timeline(frames), calcMode: 'discrete' }), ...children);

/** The hero: a styled flat lay on the right, the left kept quiet for the headline. */
export function hero(s: Svg): void {
  const b = fitSpread(square, { x: 660, y: 250, w: 820, h: 420 });
  s.add(
    backdrop(s, walnut),
    closedAlbum(s, { x: 1180, y: 40, w: 360, h: 360 }, emerald, square.title, 12),
    loosePrint(s, { x: 560, y: 620, w: 240, h: 170 }, 'sea', -8),
    loosePrint(s, { x: 760, y: 700, w: 200, h: 140 }, 'mountains', 6),
    openAlbum(s, b, cognac, 'panorama', ['sunset'], true),
    sprig(s, 1400, 760, 1.4, -40),
    rect({ x: 0, y: 0, w: 720, h: s.height }, { fill: s.linear('hero-quiet', [[0, '#f7f1e8', 0.55], [1, '#f7f1e8', 0]], [0, 0, 1, 0]) }),
    windowLight(s),
  );
}

/** Clip 1: an album on the table, a page turning over and back. */
export function pagesTurning(s: Svg): void {
  const b = fitSpread(square, { x: 130, y: 100, w: 700, h: 350 });
  const pw = b.w / 2;
  const page = (scene: Scene) =>
    rect({ x: 0, y: 0, w: pw, h: b.h }, { fill: '#fbf8f2' }) + photo(s, { x: pw * 0.12, y: b.h * 0.1, w: pw * 0.76, h: b.h * 0.8 }, scene);
  s.add(
    backdrop(s, walnut),
    openAlbum(s, b, cognac, 'pair', ['lake', 'sea'], false),
    g(
      { transform: `translate(${b.x + pw} ${b.y})` },
      moving(
        'scale',
        [[0, '1 1'], [0.8, '1 1'], [2.2, '-1 1'], [3.8, '-1 1'], [5.2, '1 1'], [6, '1 1']],
        step('opacity', [[0, 1], [1.5, 0], [4.5, 1]], page('meadow')),
        step('opacity', [[0, 0], [1.5, 1], [4.5, 0]], page('couple')),
        moving('opacity', [[0, 0], [0.8, 0], [1.5, 0.3], [2.2, 0], [3.8, 0], [4.5, 0.3], [5.2, 0], [6, 0]], rect({ x: 0, y: 0, w: pw, h: b.h }, { fill: '#000' })),
      ),
    ),
    windowLight(s),
  );
}

/** Clip 2: photos sliding from a loose pile into their places on a blank spread. */
export function photosLaidOut(s: Svg): void {
  const b = fitSpread(square, { x: 130, y: 90, w: 700, h: 350 });
  const scenes: Scene[] = ['mountains', 'couple', 'meadow'];
  const placed = layouts.gallery.map(([fx, fy, fw, fh], i) => {
    const box = { x: b.x + fx * b.w, y: b.y + fy * b.h, w: fw * b.w, h: fh * b.h };
    const arrive = 0.6 + i * 1.1;
    const from = `${700 - box.x} ${470 - box.y}`;
    return moving(
      'opacity',
      [[0, 0], [arrive, 0], [arrive + 0.3, 1], [5.4, 1], [6, 0]],
      moving('translate', [[0, from], [arrive, from], [arrive + 1, '0 0'], [6, '0 0']], shadow(s, box, { dy: 4, blur: 4, opacity: 0.25 }), photo(s, box, scenes[i]!)),
    );
  });
  s.add(
    backdrop(s, { weave: 'plaster', colour: '#e6dfd4' }),
    openAlbum(s, b, { weave: 'linen', colour: '#c9b99c' }, 'blank', [], false),
    ...placed,
    moving(
      'opacity',
      [[0, 0], [4.2, 0], [4.7, 1], [5.4, 1], [6, 0]],
      text({ x: 480, y: 505, 'font-family': sans, 'font-size': 22, 'letter-spacing': 3, fill: '#5a4632', 'text-anchor': 'middle' }, 'DESIGNED BY OUR STUDIO'),
    ),
    windowLight(s),
  );
}

/** Clip 3: the finished album lowered into a shipping box, wrapped in tissue, closed and taped. */
export function boxedForShipping(s: Svg): void {
  const box = { x: 360, y: 150, w: 240, h: 240 };
  const closed = (axis: 'x' | 'y') => (axis === 'x' ? '-1 1' : '1 -1');
  /** A cardboard flap lying open outside the box, folding over it about the box's edge. */
  const flap = (axis: 'x' | 'y', at: number, size: number, begin: number) => {
    const shape = axis === 'y' ? { x: box.x, y: Math.min(size, 0), w: box.w, h: Math.abs(size) } : { x: Math.min(size, 0), y: box.y, w: Math.abs(size), h: box.h };
    return g(
      { transform: axis === 'y' ? `translate(0 ${at})` : `translate(${at} 0)` },
      moving('scale', [[0, '1 1'], [begin, '1 1'], [begin + 0.7, closed(axis)], [5.6, closed(axis)], [6, '1 1']], rect(shape, { fill: '#c69c6d', stroke: '#a47d52' })),
    );
  };
  /** Tissue paper folding in from one side of the box. */
  const tissue = (x: number, w: number, begin: number) =>
    g(
      { transform: `translate(${x} 0)` },
      moving('scale', [[0, '0.001 1'], [begin, '0.001 1'], [begin + 0.7, '1 1'], [5.6, '1 1'], [6, '0.001 1']], rect({ x: w < 0 ? w : 0, y: box.y + 6, w: Math.abs(w), h: box.h - 12 }, { fill: '#fbfaf7', opacity: 0.88 })),
    );
  s.add(
    backdrop(s, { weave: 'plaster', colour: '#e9e3da' }),
    shadow(s, box, { dx: 8, dy: 12, blur: 12, opacity: 0.35 }),
    rect(box, { fill: '#a98158' }),
    moving('translate', [[0, '0 -420'], [0.4, '0 -420'], [1.6, '0 0'], [5.6, '0 0'], [6, '0 -420']], closedAlbum(s, { x: box.x + 20, y: box.y + 20, w: 200, h: 186 }, cognac, 'A & J')),
    tissue(box.x, box.w * 0.55, 1.8),
    tissue(box.x + box.w, -box.w * 0.55, 2.1),
    flap('x', box.x, -box.w * 0.4, 2.8),
    flap('x', box.x + box.w, box.w * 0.4, 2.9),
    flap('y', box.y, -box.h / 2, 3.4),
    flap('y', box.y + box.h, box.h / 2, 3.7),
    moving('opacity', [[0, 0], [4.2, 0], [4.6, 1], [5.6, 1], [6, 0]],
      rect({ x: box.x + box.w / 2 - 22, y: box.y - 4, w: 44, h: box.h + 8 }, { fill: '#d9c7a3', opacity: 0.95 }),
      moving('opacity', [[0, 0], [4.7, 0], [5, 1], [6, 1]],
        rect({ x: box.x + 24, y: box.y + 150, w: 100, h: 60 }, { fill: '#fdfbf7', rx: 3 }),
        text({ x: box.x + 74, y: box.y + 184, 'font-family': sans, 'font-size': 12, 'letter-spacing': 1.5, fill: '#5a4632', 'text-anchor': 'middle' }, 'WITH CARE'),
      ),
    ),
    windowLight(s, 0.8),
  );
}
