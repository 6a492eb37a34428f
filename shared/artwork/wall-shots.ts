/**
 * Wall-art product shots: a piece hanging in a quiet room (front view), and close-ups seen from
 * the side so the depth of the piece shows (the printed edge of an Edge Print, a canvas wrap,
 * the thickness of acrylic).
 */
import { backdrop, materialRect, shadow, sheen, windowLight, type Material } from './materials';
import { photo, photoStrip, type Scene } from './photos';
import { sprig } from './props';
import { el, g, inset, num, points, rect, shade, type Box, type Svg } from './svg';

export type PieceKind = 'edge' | 'metal' | 'canvas' | 'acrylic' | 'float';
export type Furniture = 'console' | 'sofa' | 'bench' | 'shelf';

export interface Room {
  wall: string;
  furniture: Furniture;
}

/** A fine crosshatch for the tooth of canvas laid over a photo. */
function canvasWeave(s: Svg, b: Box): string {
  const id = s.def('weave', (id) =>
    el(
      'pattern',
      { id, width: 3, height: 3, patternUnits: 'userSpaceOnUse' },
      el('path', { d: 'M0 .5h3M.5 0v3', stroke: '#3a2c1c', 'stroke-width': 0.6, opacity: 0.28 }),
    ),
  );
  return rect(b, { fill: `url(#${id})` });
}

/** A polished metal bolt head holding acrylic off the wall. */
function standoff(s: Svg, cx: number, cy: number, r: number): string {
  return el('circle', {
    cx,
    cy,
    r,
    fill: s.radial(
      'bolt',
      [
        [0, '#ffffff'],
        [0.5, '#c9c9c9'],
        [1, '#7d7d7d'],
      ],
      [0.35, 0.35, 0.7],
    ),
    stroke: '#6e6e6e',
    'stroke-width': 0.6,
  });
}

const frameColours: Record<string, Material> = {
  oak: { weave: 'wood', colour: '#c49a6c' },
  black: { weave: 'leatherette', colour: '#1e1e1e' },
  white: { weave: 'paper', colour: '#f3f1ec' },
};

/** A float frame: moulding, a shadow gap, a backing board, and the print floating on it. */
function floatFrame(s: Svg, b: Box, scene: Scene, frame: keyof typeof frameColours): string {
  const moulding = Math.max(10, b.w * 0.045);
  const gap = inset(b, moulding);
  const print = inset(gap, b.w * 0.07);
  return (
    shadow(s, b, { dx: 8, dy: 12, blur: 10, opacity: 0.32 }) +
    materialRect(s, frameColours[frame]!, b) +
    rect(b, { fill: 'none', stroke: '#000', 'stroke-opacity': 0.18, 'stroke-width': 1.5 }) +
    rect(gap, { fill: '#f2eee6' }) +
    rect({ ...gap, h: moulding * 0.7 }, { fill: '#000', opacity: 0.12 }) +
    shadow(s, print, { dx: 2, dy: 4, blur: 3, opacity: 0.35 }) +
    photo(s, print, scene)
  );
}

/** One piece seen from the front, hanging on the wall. */
export function wallPiece(s: Svg, b: Box, kind: PieceKind, scene: Scene, frame: keyof typeof frameColours = 'oak'): string {
  if (kind === 'float') return floatFrame(s, b, scene, frame);
  const standoffDepth = { edge: 14, metal: 18, canvas: 10, acrylic: 22 }[kind];
  const parts = [shadow(s, b, { dx: standoffDepth * 0.6, dy: standoffDepth, blur: standoffDepth * 0.8, opacity: 0.34 }), photo(s, b, scene)];
  if (kind === 'canvas') parts.push(canvasWeave(s, b), rect({ x: b.x + b.w - 3, y: b.y, w: 3, h: b.h }, { fill: '#000', opacity: 0.25 }));
  if (kind === 'metal') parts.push(sheen(s, b, 0.9), rect(b, { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.5, 'stroke-width': 1 }));
  if (kind === 'acrylic') {
    const r = Math.max(5, b.w * 0.014);
    const d = r * 3;
    parts.push(sheen(s, b, 1.2), rect(b, { fill: 'none', stroke: '#e9f4f6', 'stroke-opacity': 0.85, 'stroke-width': 2 }));
    for (const [x, y] of [
      [b.x + d, b.y + d],
      [b.x + b.w - d, b.y + d],
      [b.x + d, b.y + b.h - d],
      [b.x + b.w - d, b.y + b.h - d],
    ] as const)
      parts.push(standoff(s, x, y, r));
  }
  if (kind === 'edge') parts.push(rect({ x: b.x, y: b.y + b.h - 2, w: b.w, h: 2 }, { fill: '#000', opacity: 0.3 }));
  return parts.join('');
}

/** Furniture under the art, standing on the floor line. */
function furniture(s: Svg, kind: Furniture, floor: number): string {
  const wood: Material = { weave: 'wood', colour: '#9c7656' };
  const fabric: Material = { weave: 'paper', colour: '#d3c8b6' };
  const legs = (xs: number[], top: number, w = 8) => xs.map((x) => rect({ x, y: top, w, h: floor - top }, { fill: '#5b4331' })).join('');
  switch (kind) {
    case 'console':
      return (
        shadow(s, { x: 330, y: floor - 6, w: 540, h: 10 }, { blur: 8, opacity: 0.3 }) +
        legs([350, 842], 620) +
        materialRect(s, wood, { x: 330, y: 604, w: 540, h: 18 }) +
        el('path', { d: 'M740 604c-14-30-8-64 10-80h20c18 16 24 50 10 80z', fill: '#ded6c8' }) +
        sprig(s, 760, 530, 1.1, -70) +
        rect({ x: 420, y: 580, w: 130, h: 12 }, { fill: '#6d7b84' }) +
        rect({ x: 428, y: 592, w: 120, h: 12 }, { fill: '#b9a58c' })
      );
    case 'sofa':
      return (
        shadow(s, { x: 240, y: floor - 10, w: 720, h: 14 }, { blur: 10, opacity: 0.35 }) +
        legs([280, 912], floor - 24, 10) +
        materialRect(s, fabric, { x: 262, y: 560, w: 676, h: 140 }, 26) +
        materialRect(s, { ...fabric, colour: shade(fabric.colour, 0.12) }, { x: 250, y: 672, w: 700, h: 86 }, 16) +
        rect({ x: 599, y: 676, w: 2, h: 80 }, { fill: '#000', opacity: 0.12 }) +
        materialRect(s, { ...fabric, colour: shade(fabric.colour, -0.06) }, { x: 222, y: 620, w: 74, h: 140 }, 30) +
        materialRect(s, { ...fabric, colour: shade(fabric.colour, -0.06) }, { x: 904, y: 620, w: 74, h: 140 }, 30) +
        materialRect(s, { weave: 'paper', colour: '#8d9a84' }, { x: 320, y: 596, w: 120, h: 90 }, 20)
      );
    case 'bench':
      return (
        legs([400, 792], 700, 10) +
        materialRect(s, wood, { x: 380, y: 690, w: 440, h: 20 }) +
        shadow(s, { x: 380, y: floor - 4, w: 440, h: 8 }, { blur: 6, opacity: 0.3 })
      );
    case 'shelf':
      return shadow(s, { x: 0, y: 640, w: 1200, h: 30 }, { blur: 10, opacity: 0.25 }) + materialRect(s, wood, { x: 0, y: 640, w: 1200, h: 260 });
  }
}

/** The room: plaster wall, skirting, oak floor, furniture and window light; returns nothing. */
export function room(s: Svg, r: Room, ...onWall: string[]): void {
  const floor = 780;
  s.add(
    backdrop(s, { weave: 'plaster', colour: r.wall }),
    r.furniture === 'shelf' ? '' : materialRect(s, { weave: 'wood', colour: '#cbb08e' }, { x: 0, y: floor, w: 1200, h: 120 }),
    r.furniture === 'shelf' ? '' : rect({ x: 0, y: floor - 22, w: 1200, h: 22 }, { fill: shade(r.wall, 0.4) }),
    ...onWall,
    furniture(s, r.furniture, floor),
    windowLight(s),
  );
}

/**
 * A piece seen from the right and a little above: the front face, its top and right sides.
 * `depth` is how far it stands out; the sides show a strip of the photo when it wraps round.
 */
export function blockView(s: Svg, b: Box, depth: number, scene: Scene, sides: 'photo' | 'metal' | 'clear'): string {
  const dx = depth * 0.8;
  const dy = -depth * 0.6;
  const right: [number, number][] = [
    [b.x + b.w, b.y],
    [b.x + b.w + dx, b.y + dy],
    [b.x + b.w + dx, b.y + b.h + dy],
    [b.x + b.w, b.y + b.h],
  ];
  const top: [number, number][] = [
    [b.x, b.y],
    [b.x + dx, b.y + dy],
    [b.x + b.w + dx, b.y + dy],
    [b.x + b.w, b.y],
  ];
  const stripWidth = 20;
  const wrapped =
    sides === 'photo'
      ? g(
          { transform: `matrix(${[dx / stripWidth, dy / stripWidth, 0, 1, b.x + b.w, b.y].map(num).join(' ')})` },
          photoStrip(s, { x: 0, y: 0, w: stripWidth, h: b.h }, scene, 'right'),
        )
      : '';
  const sideFill = { photo: '#000', metal: '#3b3b3b', clear: '#d8eef2' }[sides];
  return (
    shadow(s, b, { dx: depth * 1.2, dy: depth * 0.9, blur: depth * 0.7, opacity: 0.35 }) +
    wrapped +
    el('polygon', { points: points(right), fill: sideFill, opacity: sides === 'photo' ? 0.28 : 0.85 }) +
    el('polygon', { points: points(top), fill: sides === 'clear' ? '#eef8fa' : shade(sideFill, 0.25), opacity: sides === 'photo' ? 0.2 : 0.7 }) +
    photo(s, b, scene) +
    (sides === 'photo' ? '' : sheen(s, b, sides === 'clear' ? 1.3 : 1)) +
    (sides === 'clear'
      ? el('polyline', {
          points: points([
            [b.x, b.y + b.h],
            [b.x, b.y],
            [b.x + b.w, b.y],
            [b.x + b.w + dx, b.y + dy],
          ]),
          fill: 'none',
          stroke: '#fff',
          'stroke-width': 2,
          opacity: 0.8,
        })
      : '')
  );
}
