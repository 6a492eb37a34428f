/**
 * Surfaces: cover materials (leather, linen, velvet, silk…), print finishes, and the studio's
 * tables and walls. Textures come from SVG noise filters (feTurbulence) lit as a relief
 * (feDiffuseLighting), so a swatch of leather shows grain and a linen one shows its weave
 * without any bitmap.
 */
import { photo, type Scene } from './photos';
import { el, g, num, rect, type Box, type Svg } from './svg';

export type Weave = 'leather' | 'leatherette' | 'linen' | 'velvet' | 'silk' | 'photo' | 'wood' | 'plaster' | 'paper' | 'canvas';

export interface Material {
  weave: Weave;
  colour: string;
  /** For photo covers and finishes: the picture printed on it. */
  scene?: Scene;
  /** Reflected light on the surface: 0 for matte, about 1 for metal and acrylic. */
  gloss?: number;
}

interface Relief {
  freq: string;
  octaves: number;
  /** Height of the bumps: deeper grain for leather, a whisper for silk. */
  depth: number;
  /** A second noise at right angles, for woven cloth. */
  crossFreq?: string;
  /** A specular highlight on top: the sheen of silk and velvet. */
  sheen?: number;
}

const reliefs: Partial<Record<Weave, Relief>> = {
  leather: { freq: '0.26', octaves: 3, depth: 0.9 },
  leatherette: { freq: '0.3', octaves: 2, depth: 1.2 },
  linen: { freq: '0.03 0.9', crossFreq: '0.9 0.03', octaves: 2, depth: 1.6 },
  canvas: { freq: '0.05 0.7', crossFreq: '0.7 0.05', octaves: 1, depth: 1 },
  velvet: { freq: '0.01', octaves: 3, depth: 3, sheen: 0.12 },
  silk: { freq: '0.003 0.012', octaves: 2, depth: 5, sheen: 0.45 },
};

/** A relief texture lit from the top left, coloured with the material's own colour. */
function reliefFilter(s: Svg, weave: Weave, r: Relief, colour: string): string {
  const id = s.def(`relief:${weave}:${colour}`, (id) => {
    const noise = (freq: string, result: string) => el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq, numOctaves: r.octaves, seed: 7, result });
    const bump = r.crossFreq
      ? noise(r.freq, 'a') + noise(r.crossFreq, 'b') + el('feComposite', { in: 'a', in2: 'b', operator: 'arithmetic', k2: 0.5, k3: 0.5, result: 'n' })
      : noise(r.freq, 'n');
    const light = el('feDistantLight', { azimuth: 225, elevation: 50 });
    const sheen = r.sheen
      ? el(
          'feSpecularLighting',
          { in: 'n', surfaceScale: r.depth, specularConstant: r.sheen, specularExponent: 14, 'lighting-color': '#ffffff', result: 's' },
          light,
        ) + el('feComposite', { in: 's', in2: 'd', operator: 'arithmetic', k2: 0.6, k3: 1, result: 'd' })
      : '';
    return el(
      'filter',
      { id, x: 0, y: 0, width: 1, height: 1, 'color-interpolation-filters': 'sRGB' },
      bump,
      // Lit at 50° a flat patch reflects sin(50°) of the light; the constant brings it back to the material's own colour.
      el('feDiffuseLighting', { in: 'n', surfaceScale: r.depth, diffuseConstant: 1.3, 'lighting-color': colour, result: 'd' }, light),
      sheen,
      el('feComposite', { in: 'd', in2: 'SourceGraphic', operator: 'in' }),
    );
  });
  return `url(#${id})`;
}

/** Fine grain as a translucent overlay: wood figure, plaster, paper tooth. */
function grainFilter(s: Svg, key: string, freq: string, octaves: number, ink: 0 | 1, strength: number): string {
  const id = s.def(`grain:${key}`, (id) =>
    el(
      'filter',
      { id, x: 0, y: 0, width: 1, height: 1 },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq, numOctaves: octaves, seed: 3 }),
      el('feColorMatrix', { type: 'matrix', values: `0 0 0 0 ${ink} 0 0 0 0 ${ink} 0 0 0 0 ${ink} ${strength} 0 0 0 ${-strength / 2}` }),
      el('feComposite', { in2: 'SourceGraphic', operator: 'in' }),
    ),
  );
  return `url(#${id})`;
}

const grains: Partial<Record<Weave, [freq: string, octaves: number, ink: 0 | 1, strength: number]>> = {
  wood: ['0.004 0.09', 4, 0, 0.45],
  plaster: ['0.5', 3, 0, 0.25],
  paper: ['0.9', 2, 0, 0.2],
};

/** A rectangle of material, optionally with rounded corners. */
export function materialRect(s: Svg, m: Material, box: Box, rx = 0): string {
  return surface(s, m, box, rx) + (m.gloss ? sheen(s, box, m.gloss) : '');
}

function surface(s: Svg, m: Material, box: Box, rx: number): string {
  const shape = { rx: rx || undefined };
  if (m.weave === 'photo') return g({}, rect(box, { ...shape, fill: m.colour }), photo(s, box, m.scene ?? 'meadow'));
  const relief = reliefs[m.weave];
  if (relief) return rect(box, { ...shape, fill: m.colour, filter: reliefFilter(s, m.weave, relief, m.colour) });
  const grain = grains[m.weave];
  const overlay = grain ? rect(box, { ...shape, fill: '#000', filter: grainFilter(s, m.weave, ...grain) }) : '';
  return rect(box, { ...shape, fill: m.colour }) + overlay;
}

/** A soft shadow under an object lying on or hanging in front of a surface. */
export function shadow(s: Svg, box: Box, o: { dx?: number; dy?: number; blur?: number; opacity?: number } = {}): string {
  return rect(
    { ...box, x: box.x + (o.dx ?? 0), y: box.y + (o.dy ?? 0) },
    {
      fill: '#1d140c',
      opacity: o.opacity ?? 0.35,
      filter: s.blur(o.blur ?? 12),
    },
  );
}

/** Window light falling across a scene from the top left, with the faint shadow of the glazing bars. */
export function windowLight(s: Svg, strength = 1): string {
  return g({}, daylight(s, strength), glazingShadows(s, strength));
}

/** The window's light across the whole scene: warm at the top left, dimming to the bottom right. */
export function daylight(s: Svg, strength = 1): string {
  return rect(
    { x: 0, y: 0, w: s.width, h: s.height },
    {
      fill: s.linear(
        'daylight',
        [
          [0, '#fff6e6', 0.4 * strength],
          [0.6, '#fff6e6', 0],
          [1, '#000000', 0.12 * strength],
        ],
        [0, 0, 1, 1],
      ),
    },
  );
}

/** The faint, soft shadows of the window's glazing bars falling across the scene. */
export function glazingShadows(s: Svg, strength = 1): string {
  const { width: w, height: h } = s;
  const bar = (x: number) => el('path', { d: `M${num(x)} 0h${num(w * 0.18)}L${num(x + w * 0.55)} ${h}h${num(-w * 0.04)}z` });
  return g({ fill: '#2a1f14', opacity: 0.05 * strength, filter: s.blur(18) }, bar(w * 0.3), bar(w * 0.62));
}

/** A glossy band of reflected light across a print: strong for metal and acrylic, faint for lustre. */
export function sheen(s: Svg, box: Box, strength: number): string {
  return rect(box, {
    fill: s.linear(
      `sheen:${strength}`,
      [
        [0, '#ffffff', 0],
        [0.38, '#ffffff', 0.05 * strength],
        [0.46, '#ffffff', 0.5 * strength],
        [0.56, '#ffffff', 0.04 * strength],
        [1, '#ffffff', 0.2 * strength],
      ],
      [0, 0, 1, 1],
    ),
  });
}

/** A whole-canvas surface: the table an album lies on or the wall a print hangs on. */
export const backdrop = (s: Svg, m: Material): string => materialRect(s, m, { x: 0, y: 0, w: s.width, h: s.height });
