/**
 * Album product shots, photographed from above on a styled table: the album closed (its cover
 * material up close), open on a spread, and close-ups of spread layouts.
 */
import { backdrop, materialRect, shadow, windowLight, type Material } from './materials';
import { photo, type Scene } from './photos';
import { centre, deboss, loosePrint, serif, sprig, turn } from './props';
import { el, g, inset, isLight, rect, shade, text, type Box, type Svg } from './svg';

export interface AlbumLook {
  /** Name pressed into the cover, as a customer might order it. */
  title: string;
  /** Width over height of one page: 1 for square albums, 6/9 for the 6x9 Press Book. */
  pageRatio: number;
  layflat: boolean;
  table: Material;
}

export type SpreadLayout = 'panorama' | 'pair' | 'gallery' | 'story' | 'grid' | 'blank';

/** Photo positions as fractions of the spread (x, y, w, h). */
export const layouts: Record<SpreadLayout, [number, number, number, number][]> = {
  panorama: [[0, 0, 1, 1]],
  blank: [],
  pair: [
    [0.06, 0.1, 0.38, 0.8],
    [0.56, 0.1, 0.38, 0.8],
  ],
  gallery: [
    [0.05, 0.08, 0.4, 0.84],
    [0.55, 0.08, 0.4, 0.4],
    [0.55, 0.52, 0.4, 0.4],
  ],
  story: [[0.5, 0, 0.5, 1]],
  grid: [
    [0, 0, 0.5, 1],
    [0.55, 0.1, 0.19, 0.38],
    [0.76, 0.1, 0.19, 0.38],
    [0.55, 0.52, 0.19, 0.38],
    [0.76, 0.52, 0.19, 0.38],
  ],
};

const paper = '#fbf8f2';

/** Text set on the left page of a "story" spread: a heading and a few lines of body copy. */
function storyText(b: Box): string {
  const x = b.x + b.w * 0.1;
  const lines = [0.72, 0.8, 0.66, 0.76].map((len, i) =>
    rect({ x, y: b.y + b.h * (0.5 + i * 0.07), w: b.w * 0.3 * len, h: Math.max(2, b.h * 0.012) }, { fill: '#b9b1a4' }),
  );
  return (
    text({ x, y: b.y + b.h * 0.42, 'font-family': serif, 'font-style': 'italic', 'font-size': b.h * 0.07, fill: '#4a4036' }, 'Chapter one') + lines.join('')
  );
}

/** The two pages of an open album with their photos and the shading of the gutter. */
export function spread(s: Svg, b: Box, layout: SpreadLayout, scenes: Scene[], layflat: boolean): string {
  const photos = layouts[layout].map(([fx, fy, fw, fh], i) =>
    photo(s, { x: b.x + fx * b.w, y: b.y + fy * b.h, w: fw * b.w, h: fh * b.h }, scenes[i % scenes.length]!),
  );
  // A lay-flat binding opens with an almost invisible crease; a sewn one curves into the gutter.
  const depth = layflat ? 0.1 : 0.3;
  const band = layflat ? 0.012 : 0.07;
  const gutter = rect(
    { x: b.x + b.w * (0.5 - band), y: b.y, w: b.w * band * 2, h: b.h },
    {
      fill: s.linear(
        `gutter:${layflat}`,
        [
          [0, '#000', 0],
          [0.5, '#000', depth],
          [1, '#000', 0],
        ],
        [0, 0, 1, 0],
      ),
    },
  );
  const light = rect(b, {
    fill: s.linear(
      'page-light',
      [
        [0, '#fff', 0.12],
        [0.45, '#fff', 0],
        [0.55, '#000', 0],
        [1, '#000', 0.05],
      ],
      [0, 0, 1, 0],
    ),
  });
  return rect(b, { fill: paper }) + photos.join('') + (layout === 'story' ? storyText(b) : '') + gutter + light;
}

/** The page block seen along the front edge of a book lying flat, `t` units thick. */
function thickness(b: Box, t: number, cover: Material): string {
  const lines = [0.3, 0.55, 0.8].map((f) => rect({ x: b.x + 4, y: b.y + b.h + t * f * 0.7, w: b.w - 8, h: 0.8 }, { fill: '#d8cfbf' }));
  return (
    rect({ x: b.x, y: b.y + b.h, w: b.w, h: t }, { fill: shade(cover.colour, -0.35), rx: 3 }) +
    rect({ x: b.x + 4, y: b.y + b.h, w: b.w - 8, h: t * 0.7 }, { fill: '#eee7da' }) +
    lines.join('')
  );
}

/** A closed album lying on the table: cover material, hinge groove, debossed title, page edge. */
export function closedAlbum(s: Svg, b: Box, cover: Material, title: string, deg = 0): string {
  const [cx, cy] = centre(b);
  const hinge = b.x + b.w * 0.075;
  const ink = shade(cover.colour, -0.45);
  return g(
    { transform: deg ? turn(deg, cx, cy) : undefined },
    shadow(s, { ...b, h: b.h + 16 }, { dx: 10, dy: 14, blur: 14, opacity: 0.4 }),
    thickness(b, 16, cover),
    materialRect(s, cover, b, 3),
    rect({ x: hinge, y: b.y, w: 3, h: b.h }, { fill: '#000', opacity: 0.22 }),
    rect({ x: hinge + 3, y: b.y, w: 1.5, h: b.h }, { fill: '#fff', opacity: 0.16 }),
    rect(b, {
      fill: s.linear(
        'cover-light',
        [
          [0, '#fff', 0.14],
          [0.5, '#fff', 0],
          [1, '#000', 0.16],
        ],
        [0, 0, 1, 1],
      ),
      rx: 3,
    }),
    cover.weave === 'photo' ? '' : deboss(hinge + (b.x + b.w - hinge) / 2, b.y + b.h * 0.7, title, b.w * 0.055, ink),
  );
}

/** An open album: the cover board around the spread, the page block, and the spread itself. */
export function openAlbum(s: Svg, b: Box, cover: Material, layout: SpreadLayout, scenes: Scene[], layflat: boolean): string {
  const board: Box = { x: b.x - 10, y: b.y - 10, w: b.w + 20, h: b.h + 20 };
  return (
    shadow(s, { ...board, h: board.h + 12 }, { dx: 8, dy: 14, blur: 16, opacity: 0.42 }) +
    thickness(board, 12, cover) +
    materialRect(s, cover, board, 3) +
    spread(s, b, layout, scenes, layflat)
  );
}

/** The largest spread of this page shape that fits in `room`, centred in it. */
export function fitSpread(look: AlbumLook, room: Box): Box {
  const ratio = look.pageRatio * 2;
  const w = Math.min(room.w, room.h * ratio);
  const h = w / ratio;
  return { x: room.x + (room.w - w) / 2, y: room.y + (room.h - h) / 2, w, h };
}

/** The album open on the table, with a sprig and a loose print beside it. */
export function openShot(s: Svg, look: AlbumLook, cover: Material, layout: SpreadLayout, scenes: Scene[]): void {
  const b = fitSpread(look, { x: 170, y: 200, w: 860, h: 500 });
  s.add(
    backdrop(s, look.table),
    sprig(s, 120, 150, 1.3, 18),
    loosePrint(s, { x: 930, y: 650, w: 210, h: 150 }, scenes[1] ?? 'sea', -9),
    openAlbum(s, b, cover, layout, scenes, look.layflat),
    windowLight(s),
  );
}

/** Two albums, one on the other, showing two cover materials; the top one carries the title. */
export function closedShot(s: Svg, look: AlbumLook, top: Material, under: Material): void {
  const h = 470;
  const w = h * look.pageRatio;
  s.add(
    backdrop(s, look.table),
    closedAlbum(s, { x: 600 - w * 0.35, y: 250, w, h }, under, look.title, 7),
    closedAlbum(s, { x: 600 - w * 0.7, y: 170, w, h }, top, look.title, -4),
    sprig(s, 880, 720, 1.2, -30),
    windowLight(s),
  );
}

/** A spread filling the frame, with only a margin of table around it. */
export function spreadShot(s: Svg, look: AlbumLook, cover: Material, layout: SpreadLayout, scenes: Scene[]): void {
  const b = fitSpread(look, { x: 60, y: 110, w: 1080, h: 660 });
  s.add(backdrop(s, look.table), openAlbum(s, b, cover, layout, scenes, look.layflat), windowLight(s, 0.7));
}

/**
 * A square swatch from the studio's sample book. Cloth and leather get a stitched border;
 * print finishes and photo covers are shown plain, as a corner of a print.
 */
export function swatch(s: Svg, m: Material): void {
  const b = { x: 0, y: 0, w: s.width, h: s.height };
  const stitched = m.weave !== 'photo' && m.weave !== 'paper';
  s.add(
    materialRect(s, m, b),
    stitched
      ? rect(inset(b, 14), {
          fill: 'none',
          stroke: shade(m.colour, isLight(m.colour) ? -0.3 : 0.3),
          'stroke-width': 1.5,
          'stroke-dasharray': '6 4',
          opacity: 0.6,
        })
      : '',
    rect(b, {
      fill: s.linear(
        'swatch-light',
        [
          [0, '#fff', 0.16],
          [0.6, '#fff', 0],
          [1, '#000', 0.18],
        ],
        [0, 0, 1, 1],
      ),
    }),
    el('path', { d: `M${b.w - 46} ${b.h}L${b.w} ${b.h - 46}V${b.h}Z`, fill: '#000', opacity: 0.08 }),
  );
}
