/**
 * Shots from the studio table: the keepsake image box (also the Lux presentation box), fine art
 * prints with their deckled cotton paper, and the album-revision proofing illustrations.
 */
import { closedAlbum, spread } from './album-shots';
import { backdrop, materialRect, shadow, windowLight, type Material } from './materials';
import { photo, type Scene } from './photos';
import { centre, deboss, loosePrint, sans, serif, sprig, tag, turn } from './props';
import { el, g, inset, num, rect, shade, text, type Box, type Svg } from './svg';

const lightOak: Material = { weave: 'wood', colour: '#d2b48f' };
const stoneTop: Material = { weave: 'plaster', colour: '#e4ddd2' };

/** An open keepsake box from above: the tray with its contents, and the lid leaning beside it. */
export function boxShot(s: Svg, cover: Material, fill: (tray: Box) => string, words: { lid: string; tag?: string }): void {
  const base: Box = { x: 150, y: 170, w: 470, h: 580 };
  const tray = inset(base, 18);
  const lid: Box = { x: 700, y: 150, w: 400, h: 600 };
  s.add(
    backdrop(s, stoneTop),
    shadow(s, base, { dx: 10, dy: 16, blur: 14, opacity: 0.4 }),
    materialRect(s, cover, base, 4),
    rect(tray, { fill: shade(cover.colour, -0.25) }),
    fill(tray),
    rect(tray, {
      fill: s.linear('tray-depth', [
        [0, '#000', 0.35],
        [0.12, '#000', 0],
        [1, '#000', 0],
      ]),
    }),
    g(
      { transform: turn(5, ...centre(lid)) },
      shadow(s, lid, { dx: 10, dy: 16, blur: 14, opacity: 0.4 }),
      materialRect(s, cover, lid, 4),
      deboss(lid.x + lid.w / 2, lid.y + lid.h * 0.52, words.lid, 26, shade(cover.colour, -0.45)),
    ),
    words.tag ? tag(s, 760, 640, words.tag) : '',
    sprig(s, 120, 820, 1.2, -20),
    windowLight(s, 0.8),
  );
}

/** A stack of loose prints fanned slightly inside a tray. */
export const printStack = (s: Svg, scenes: Scene[]) => (tray: Box) =>
  scenes.map((scene, i) => loosePrint(s, inset(tray, 26 + i * 4), scene, (i - scenes.length + 1) * 3)).join('');

/** A closed album resting in the tray: the Lux presentation box. */
export const albumInTray = (s: Svg, cover: Material, title: string) => (tray: Box) => closedAlbum(s, inset(tray, 14), cover, title);

/** A fine art print: deckled cotton rag sheet, image with a generous margin, pencil edition and signature. */
function fineArtPrint(s: Svg, b: Box, scene: Scene, edition: string, deg: number): string {
  const image: Box = { x: b.x + b.w * 0.1, y: b.y + b.w * 0.1, w: b.w * 0.8, h: b.h - b.w * 0.32 };
  const pencil = { 'font-family': serif, 'font-style': 'italic', 'font-size': b.w * 0.032, fill: '#6b6258' };
  const baseline = image.y + image.h + b.w * 0.06;
  return g(
    { transform: turn(deg, ...centre(b)) },
    shadow(s, b, { dx: 4, dy: 8, blur: 7, opacity: 0.25 }),
    materialRect(s, { weave: 'paper', colour: '#f8f5ee' }, b),
    el('path', {
      d: `M${num(b.x)} ${num(b.y + b.h)}` + `l${num(b.w / 4)} -1.5l${num(b.w / 4)} 1.5`.repeat(2),
      fill: 'none',
      stroke: '#e3ddd1',
      'stroke-width': 2,
    }),
    photo(s, image, scene),
    text({ ...pencil, x: image.x, y: baseline }, edition),
    el('path', {
      d: `M${num(image.x + image.w - b.w * 0.2)} ${num(baseline)}c10-14 16 6 24-4s10 8 20-2 12 4 24-6`,
      fill: 'none',
      stroke: '#6b6258',
      'stroke-width': 1.4,
    }),
  );
}

/** Three fine art prints laid out for signing, with a pencil. */
export function fineArtShot(s: Svg): void {
  s.add(
    backdrop(s, lightOak),
    fineArtPrint(s, { x: 120, y: 150, w: 380, h: 520 }, 'forest', 'No. 7 / 25', -6),
    fineArtPrint(s, { x: 690, y: 120, w: 400, h: 540 }, 'dunes', 'No. 2 / 25', 5),
    fineArtPrint(s, { x: 390, y: 260, w: 420, h: 580 }, 'mountains', 'No. 12 / 25', -1),
    g(
      { transform: 'rotate(-28 900 760)' },
      shadow(s, { x: 820, y: 752, w: 240, h: 14 }, { dx: 3, dy: 6, blur: 3, opacity: 0.3 }),
      rect({ x: 820, y: 752, w: 240, h: 14 }, { fill: '#3f4a41' }),
      el('path', { d: 'M820 752l-34 7 34 7z', fill: '#e2c9a4' }),
    ),
    windowLight(s),
  );
}

/** A coral pencil ring drawn round a photo, as an editor marks a change. */
const markup = (b: Box) =>
  el('ellipse', {
    cx: b.x + b.w / 2,
    cy: b.y + b.h / 2,
    rx: b.w * 0.62,
    ry: b.h * 0.62,
    fill: 'none',
    stroke: '#d9694f',
    'stroke-width': 4,
    'stroke-dasharray': '0',
    transform: turn(-6, ...centre(b)),
  });

/** A sticky note with a short handwritten request. */
function note(s: Svg, x: number, y: number, lines: string[], deg: number): string {
  const b = { x, y, w: 200, h: 170 };
  return g(
    { transform: turn(deg, ...centre(b)) },
    shadow(s, b, { dx: 4, dy: 8, blur: 6, opacity: 0.3 }),
    rect(b, { fill: '#f6e7a6' }),
    ...lines.map((line, i) => text({ x: x + 18, y: y + 50 + i * 36, 'font-family': serif, 'font-style': 'italic', 'font-size': 26, fill: '#4a4130' }, line)),
  );
}

/** The proofing screen: a spread in the design app, an editor's markup and the revision counter. */
export function revisionScreen(s: Svg): void {
  const win: Box = { x: 90, y: 110, w: 1020, h: 680 };
  const page: Box = { x: 300, y: 250, w: 760, h: 380 };
  const thumbs = (['sunset', 'mountains', 'couple', 'meadow'] as const).map((scene, i) => photo(s, { x: 120, y: 180 + i * 112, w: 140, h: 92 }, scene));
  const pill = (x: number, w: number, fill: string, ink: string, label: string) =>
    rect({ x, y: 680, w, h: 48 }, { rx: 24, fill }) +
    text({ x: x + w / 2, y: 711, 'font-family': sans, 'font-size': 20, fill: ink, 'text-anchor': 'middle' }, label);
  s.add(
    rect(
      { x: 0, y: 0, w: s.width, h: s.height },
      {
        fill: s.linear(
          'desk',
          [
            [0, '#e8e1d6'],
            [1, '#d6cbbb'],
          ],
          [0, 0, 1, 1],
        ),
      },
    ),
    shadow(s, win, { dy: 18, blur: 22, opacity: 0.3 }),
    rect(win, { rx: 14, fill: '#fdfcfa' }),
    rect({ x: win.x, y: win.y, w: win.w, h: 44 }, { fill: '#efeae3' }),
    ...['#e0796a', '#e5bd5b', '#8fbf7f'].map((fill, i) => el('circle', { cx: 120 + i * 24, cy: 132, r: 7, fill })),
    rect({ x: 100, y: 160, w: 180, h: 620 }, { fill: '#f4f0ea' }),
    ...thumbs,
    spread(s, page, 'gallery', ['mountains', 'couple', 'meadow'], true),
    rect(page, { fill: 'none', stroke: '#d9d2c7' }),
    markup({ x: page.x + page.w * 0.55, y: page.y + page.h * 0.08, w: page.w * 0.4, h: page.h * 0.4 }),
    note(s, 870, 150, ['Swap for the', 'sunset shot?'], 4),
    pill(300, 230, '#efe7dc', '#5a4632', 'Revision 1 of 2'),
    pill(860, 200, '#3f5a4a', '#ffffff', 'Approve design'),
    el('path', { d: 'M760 440l0 44 11-11 9 20 8-4-9-19 16-1z', fill: '#222', stroke: '#fff', 'stroke-width': 2 }),
  );
}

/** A printed proof of a spread on the table, marked up in pencil with a sticky note. */
export function revisionProof(s: Svg): void {
  const sheet: Box = { x: 120, y: 170, w: 900, h: 520 };
  const page = inset(sheet, 40);
  s.add(
    backdrop(s, lightOak),
    shadow(s, sheet, { dx: 6, dy: 12, blur: 10, opacity: 0.3 }),
    materialRect(s, { weave: 'paper', colour: '#fbf9f4' }, sheet),
    spread(s, page, 'grid', ['sea', 'dunes', 'lake'], true),
    markup({ x: page.x + page.w * 0.76, y: page.y + page.h * 0.52, w: page.w * 0.19, h: page.h * 0.38 }),
    note(s, 880, 560, ['Brighter,', 'please!'], -7),
    sprig(s, 1040, 150, 1, 110),
    windowLight(s),
  );
}
