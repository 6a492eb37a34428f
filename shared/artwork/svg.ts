/**
 * The small SVG toolkit the seeded artwork is drawn with: an element writer, a document that
 * collects its definitions once, a seeded random source and colour mixing. Everything is
 * deterministic, so the same path always renders byte-for-byte the same picture.
 */

type AttrValue = string | number | undefined | false;
export type Attrs = Record<string, AttrValue>;

/**
 * Coordinates need one decimal at these sizes; small values (opacities, gradient stops, scale
 * factors) keep two so a faint 0.04 shadow does not round away. Short numbers keep files small.
 */
export const num = (v: number): string => {
  const places = Math.abs(v) < 10 ? 100 : 10;
  const r = Math.round(v * places) / places;
  return Object.is(r, -0) ? '0' : String(r);
};

export const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const written = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`)
    .join('');
  return children.length > 0 ? `<${tag}${written}>${children.join('')}</${tag}>` : `<${tag}${written}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);
export const text = (attrs: Attrs, content: string): string => el('text', attrs, escapeXml(content));
export const points = (pts: [number, number][]): string => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const rect = (b: Box, attrs: Attrs = {}, ...children: string[]): string =>
  el('rect', { x: b.x, y: b.y, width: b.w, height: b.h, ...attrs }, ...children);

export const inset = (b: Box, by: number): Box => ({ x: b.x + by, y: b.y + by, w: b.w - 2 * by, h: b.h - 2 * by });

/** mulberry32 seeded from an FNV-1a hash of the name: a stable stream of numbers in [0, 1). */
export function rng(seed: string): () => number {
  let a = 2166136261;
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `#abc` written out as `#aabbcc`. */
const longHex = (c: string): string => (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c);

/** Mixes two `#rgb` or `#rrggbb` colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(longHex(hex).slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** Positive amounts lighten towards white, negative ones darken towards black. */
export const shade = (c: string, amount: number): string => (amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount));

/** Whether a colour is light enough to need dark ink on it. */
export function isLight(c: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(longHex(c).slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150;
}

export type Stop = [offset: number, colour: string, opacity?: number];
const stops = (list: Stop[]) => list.map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a })).join('');

/**
 * One picture being drawn. Definitions (gradients, filters, symbols) are added once per key and
 * referred to by id, so helpers can ask for the same texture twice without duplicating it.
 */
export class Svg {
  private readonly ids = new Map<string, string>();
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  def(key: string, make: (id: string) => string): string {
    const known = this.ids.get(key);
    if (known) return known;
    const id = `a${this.ids.size}`;
    this.ids.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's own box, returned as a fill. */
  linear(key: string, list: Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
    const id = this.def(`lin:${key}`, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, stops(list)));
    return `url(#${id})`;
  }

  radial(key: string, list: Stop[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
    const id = this.def(`rad:${key}`, (id) => el('radialGradient', { id, cx, cy, r }, stops(list)));
    return `url(#${id})`;
  }

  /** A blur for soft shadows and glows; the region is widened so the blur is not cut off. */
  blur(sd: number): string {
    const id = this.def(`blur:${sd}`, (id) =>
      el('filter', { id, x: '-30%', y: '-30%', width: '160%', height: '160%' }, el('feGaussianBlur', { stdDeviation: sd })),
    );
    return `url(#${id})`;
  }

  add(...markup: string[]): this {
    this.parts.push(...markup);
    return this;
  }

  /** The finished document; `crop` shows only part of the drawing (navbar thumbnails). */
  render(title: string, crop?: { viewBox: Box; width: number; height: number }): string {
    const view = crop?.viewBox ?? { x: 0, y: 0, w: this.width, h: this.height };
    return el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: [view.x, view.y, view.w, view.h].map(num).join(' '),
        width: crop?.width ?? this.width,
        height: crop?.height ?? this.height,
        role: 'img',
      },
      el('title', {}, escapeXml(title)),
      this.defs.length > 0 ? el('defs', {}, ...this.defs) : '',
      ...this.parts,
    );
  }
}
