/**
 * Abstract "photographs" that fill the albums and the wall art: soft gradient landscapes made of
 * layered shapes. Each scene is drawn once per document as a 300x200 symbol and placed with
 * `<use>`, so a picture that shows the same photo twice (a print and its printed edge, a spread
 * and its reflection) pays for it once.
 */
import { el, g, rect, rng, type Box, type Stop, type Svg } from './svg';

export const sceneNames = ['sunset', 'mountains', 'sea', 'meadow', 'dunes', 'couple', 'forest', 'lake'] as const;
export type Scene = (typeof sceneNames)[number];

const W = 300;
const H = 200;
const full: Box = { x: 0, y: 0, w: W, h: H };

/**
 * A horizon line: n segments whose heights come from a seeded stream, smoothed with quadratic
 * curves. `peaky` alternates high and low points so the line reads as mountains, not hills.
 */
function ridge(seed: string, base: number, amp: number, opts: { n?: number; peaky?: boolean } = {}): string {
  const r = rng(seed);
  const n = opts.n ?? 8;
  const pts = Array.from({ length: n + 1 }, (_, i): [number, number] => {
    const lift = opts.peaky ? (i % 2 === 0 ? 0.55 + 0.45 * r() : 0.1 + 0.3 * r()) : 0.2 + 0.8 * r();
    return [-10 + (i * (W + 20)) / n, base - amp * lift];
  });
  let d = `M-10 ${H}L${pts[0]![0]} ${pts[0]![1].toFixed(1)}`;
  for (let i = 1; i < n; i++) {
    const [x, y] = pts[i]!;
    const [nx, ny] = pts[i + 1]!;
    // Mountains keep their sharp peaks; hills are smoothed through the midpoints.
    d += opts.peaky ? `L${x.toFixed(1)} ${y.toFixed(1)}` : `Q${x.toFixed(1)} ${y.toFixed(1)} ${((x + nx) / 2).toFixed(1)} ${((y + ny) / 2).toFixed(1)}`;
  }
  return `${d}L${W + 10} ${pts[n]![1].toFixed(1)}L${W + 10} ${H}Z`;
}

const layer = (d: string, fill: string, opacity?: number) => el('path', { d, fill, opacity });

function sky(s: Svg, key: string, list: Stop[], h = H): string {
  return rect({ x: 0, y: 0, w: W, h }, { fill: s.linear(`sky-${key}`, list) });
}

function sun(s: Svg, cx: number, cy: number, r: number, colour: string): string {
  const glow = s.radial(`glow-${colour}`, [
    [0, colour, 0.75],
    [1, colour, 0],
  ]);
  return el('circle', { cx, cy, r: r * 3.2, fill: glow }) + el('circle', { cx, cy, r, fill: colour });
}

/** A row of pines: one path of triangles of seeded heights. */
function pines(seed: string, base: number, height: number, fill: string): string {
  const r = rng(seed);
  let d = '';
  for (let x = -6; x < W + 6; x += 7 + r() * 6) {
    const h = height * (0.6 + 0.4 * r());
    d += `M${x.toFixed(1)} ${base}l${(h / 5).toFixed(1)} ${(-h).toFixed(1)}l${(h / 5).toFixed(1)} ${h.toFixed(1)}z`;
  }
  return layer(`${d}M-6 ${base}H${W + 6}V${H}H-6z`, fill);
}

/** Two figures hand in hand, the second in a flared dress; drawn about 26 units tall. */
function couple(x: number, y: number, fill: string): string {
  const figure = (dx: number, dress: boolean) =>
    el('circle', { cx: x + dx, cy: y - 23, r: 2.6 }) +
    el('path', {
      d: dress ? `M${x + dx - 2.4} ${y - 20}h4.8l5 20h-14.8z` : `M${x + dx - 3} ${y - 20}h6l-.6 11h-1.2l-.4 9h-1.6l-.4-9h-1.2z`,
    });
  return g({ fill }, figure(0, false), figure(9, true), el('path', { d: `M${x + 2.5} ${y - 12}l4 .8`, stroke: fill, 'stroke-width': 1.4 }));
}

const scenes: Record<Scene, (s: Svg) => string> = {
  sunset: (s) =>
    sky(
      s,
      'sunset',
      [
        [0, '#2b335e'],
        [0.45, '#8d5b7b'],
        [0.75, '#e58d6b'],
        [1, '#f8cf8e'],
      ],
      132,
    ) +
    sun(s, 196, 120, 12, '#fde6b4') +
    layer(ridge('sunset-far', 127, 14, { n: 6 }), '#7b4f6c', 0.85) +
    rect(
      { x: 0, y: 126, w: W, h: 74 },
      {
        fill: s.linear('sea-sunset', [
          [0, '#d98f72'],
          [1, '#3b3f63'],
        ]),
      },
    ) +
    g({ fill: '#fcd9a3', opacity: 0.55 }, ...[0, 1, 2, 3, 4].map((i) => rect({ x: 188 - 10 + i * 2, y: 132 + i * 8, w: 16 - i * 3, h: 1.6 }))) +
    layer(ridge('sunset-shore', 184, 16, { n: 5 }), '#1f2240'),
  mountains: (s) =>
    sky(s, 'mountains', [
      [0, '#dfe8ef'],
      [1, '#f6efe4'],
    ]) +
    sun(s, 70, 48, 9, '#fffaf0') +
    layer(ridge('mtn-1', 104, 46, { peaky: true, n: 14 }), '#b9c6d4') +
    rect(
      { x: 0, y: 70, w: W, h: 60 },
      {
        fill: s.linear('mist', [
          [0, '#ffffff', 0],
          [1, '#ffffff', 0.45],
        ]),
      },
    ) +
    layer(ridge('mtn-2', 126, 36, { peaky: true, n: 12 }), '#8fa2b8') +
    layer(ridge('mtn-3', 148, 26, { n: 6 }), '#5f758e') +
    layer(ridge('mtn-4', 176, 18, { n: 5 }), '#33455b'),
  sea: (s) =>
    sky(
      s,
      'sea',
      [
        [0, '#b7d3e1'],
        [1, '#f5efe5'],
      ],
      104,
    ) +
    layer('M0 104Q30 92 60 100T120 104Z', '#7f9ca6') +
    rect(
      { x: 0, y: 103, w: W, h: 50 },
      {
        fill: s.linear('water', [
          [0, '#4d7f97'],
          [1, '#93bfcc'],
        ]),
      },
    ) +
    rect(
      { x: 0, y: 148, w: W, h: 52 },
      {
        fill: s.linear('sand', [
          [0, '#ecdfc6'],
          [1, '#d6c09b'],
        ]),
      },
    ) +
    el('path', { d: 'M0 152Q50 142 100 150T200 148T300 152', fill: 'none', stroke: '#fff', 'stroke-width': 3, opacity: 0.85 }) +
    el('path', { d: 'M0 160Q60 152 120 158T300 158', fill: 'none', stroke: '#fff', 'stroke-width': 1, opacity: 0.4 }),
  meadow: (s) =>
    sky(s, 'meadow', [
      [0, '#f5d7a1'],
      [1, '#fbf2e2'],
    ]) +
    sun(s, 236, 74, 14, '#fff4d8') +
    layer(ridge('hill-1', 124, 18, { n: 5 }), '#b8bf88') +
    layer(ridge('hill-2', 146, 16, { n: 4 }), '#8d9b60') +
    g(
      { fill: '#4c5c33' },
      rect({ x: 88, y: 108, w: 3, h: 24 }),
      el('circle', { cx: 89, cy: 104, r: 11 }),
      el('circle', { cx: 81, cy: 110, r: 8 }),
      el('circle', { cx: 98, cy: 109, r: 8 }),
    ) +
    layer(ridge('hill-3', 176, 14, { n: 4 }), '#5d6e3e'),
  dunes: (s) =>
    sky(s, 'dunes', [
      [0, '#f0c29b'],
      [1, '#fbe9d2'],
    ]) +
    sun(s, 84, 62, 10, '#fff1dc') +
    layer('M-10 200L-10 130Q70 96 140 122Q210 146 310 112L310 200Z', '#e2a574') +
    layer('M140 122Q190 150 230 200L310 200L310 112Q210 146 140 122Z', '#c07d52', 0.55) +
    layer('M-10 200L-10 168Q90 136 180 160Q250 178 310 164L310 200Z', '#b8714a') +
    layer('M180 160Q230 176 260 200L310 200L310 164Q250 178 180 160Z', '#8f5538', 0.5),
  couple: (s) =>
    sky(s, 'couple', [
      [0, '#3a3a6a'],
      [0.55, '#d9927a'],
      [1, '#f7d7a0'],
    ]) +
    sun(s, 150, 150, 22, '#fde3b0') +
    layer('M-10 200L-10 160Q150 134 310 160L310 200Z', '#2a2438') +
    g({ transform: 'translate(-100 -92) scale(1.65)' }, couple(144, 146, '#2a2438')),
  forest: (s) =>
    sky(s, 'forest', [
      [0, '#d7dfdb'],
      [1, '#f2efe7'],
    ]) +
    pines('pine-1', 120, 40, '#aebbb4') +
    rect(
      { x: 0, y: 90, w: W, h: 50 },
      {
        fill: s.linear('fog', [
          [0, '#ffffff', 0],
          [1, '#ffffff', 0.55],
        ]),
      },
    ) +
    pines('pine-2', 150, 52, '#71867f') +
    pines('pine-3', 190, 70, '#33463e'),
  lake: (s) => {
    const range = ridge('lake-mtn', 112, 48, { peaky: true, n: 12 });
    return (
      sky(
        s,
        'lake',
        [
          [0, '#1e2a4b'],
          [0.6, '#4c5f8c'],
          [1, '#cfa8a0'],
        ],
        112,
      ) +
      el('circle', { cx: 222, cy: 38, r: 6, fill: '#f3ecd8' }) +
      g(
        { fill: '#fff', opacity: 0.7 },
        ...[
          [40, 20],
          [90, 34],
          [150, 16],
          [260, 60],
          [120, 56],
        ].map(([cx, cy]) => el('circle', { cx, cy, r: 0.8 })),
      ) +
      layer(range, '#2b3654') +
      rect(
        { x: 0, y: 112, w: W, h: 88 },
        {
          fill: s.linear('lake-water', [
            [0, '#8f86a0'],
            [1, '#1b2440'],
          ]),
        },
      ) +
      g({ transform: 'matrix(1 0 0 -1 0 224)', opacity: 0.35 }, layer(range, '#2b3654')) +
      g({ fill: '#e9dcd4', opacity: 0.35 }, rect({ x: 196, y: 124, w: 40, h: 0.8 }), rect({ x: 210, y: 134, w: 22, h: 0.8 }))
    );
  },
};

/** The symbol id of a scene, drawn into this document's definitions on first use. */
export function sceneSymbol(s: Svg, scene: Scene): string {
  return s.def(`scene:${scene}`, (id) => el('symbol', { id, viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'xMidYMid slice' }, scenes[scene](s)));
}

/** A photo filling `box` (cropped to fill, like a print trimmed to size). */
export function photo(s: Svg, box: Box, scene: Scene): string {
  // The nested viewport clips what the slice crops away (not every renderer clips a symbol).
  return el('svg', { x: box.x, y: box.y, width: box.w, height: box.h }, el('use', { href: `#${sceneSymbol(s, scene)}`, width: box.w, height: box.h }));
}

/** A vertical strip of a photo squeezed into `box`: the printed edge of a block or a canvas wrap. */
export function photoStrip(s: Svg, box: Box, scene: Scene, from: 'left' | 'right'): string {
  const strip = 24;
  return el(
    'svg',
    { x: box.x, y: box.y, width: box.w, height: box.h, viewBox: `${from === 'left' ? 0 : W - strip} 0 ${strip} ${H}`, preserveAspectRatio: 'none' },
    photo(s, full, scene),
  );
}
