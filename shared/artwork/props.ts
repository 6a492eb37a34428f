/** Small things a stylist would put next to the product: a sprig, loose prints, a paper tag. */
import { shadow } from './materials';
import { photo, type Scene } from './photos';
import { el, g, inset, num, rect, text, type Box, type Svg } from './svg';

export const serif = 'Georgia, "Times New Roman", serif';
export const sans = '"Helvetica Neue", Helvetica, Arial, sans-serif';

export const turn = (deg: number, cx: number, cy: number): string => `rotate(${[deg, cx, cy].map(num).join(' ')})`;
export const centre = (b: Box): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];

/** An olive sprig: a curved stem with pointed leaves alternating along it, and its shadow. */
export function sprig(s: Svg, x: number, y: number, scale: number, deg: number): string {
  const leaf = s.def('leaf', (id) => el('path', { id, d: 'M0 0Q14 -9 36 0Q14 9 0 0Z' }));
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = i / 9;
    const side = i % 2 === 0 ? 1 : -1;
    const lx = 140 * t;
    const ly = -30 * t * t;
    return el('use', {
      href: `#${leaf}`,
      transform: `translate(${lx.toFixed(1)} ${ly.toFixed(1)}) rotate(${(-12 - 38 * side - 20 * t).toFixed(0)}) scale(${(1.15 - 0.4 * t).toFixed(2)})`,
    });
  }).join('');
  const shape = el('path', { d: 'M-24 4Q70 -4 150 -34', fill: 'none', 'stroke-width': 2.2 }) + leaves;
  const place = `translate(${x} ${y}) rotate(${deg}) scale(${scale})`;
  return (
    g({ transform: `translate(7 9) ${place}`, fill: '#1d140c', stroke: '#1d140c', opacity: 0.18, filter: s.blur(4) }, shape) +
    g({ transform: place, fill: '#8c9c7c', stroke: '#66745a', 'stroke-width': 0.6 }, shape)
  );
}

/** A loose photographic print with a white border, lying at an angle. */
export function loosePrint(s: Svg, box: Box, scene: Scene, deg: number): string {
  const [cx, cy] = centre(box);
  return g(
    { transform: turn(deg, cx, cy) },
    shadow(s, box, { dx: 4, dy: 6, blur: 6, opacity: 0.3 }),
    rect(box, { fill: '#fbf9f4' }),
    photo(s, inset(box, box.w * 0.06), scene),
  );
}

/** A paper swing tag on a string, hand-lettered in italic: "Coming Soon!". */
export function tag(s: Svg, x: number, y: number, label: string, deg = -8): string {
  const box = { x, y, w: 230, h: 96 };
  return g(
    { transform: turn(deg, x, y + 48) },
    el('path', { d: `M${x - 90} ${y - 70}Q${x - 40} ${y + 10} ${x + 16} ${y + 48}`, fill: 'none', stroke: '#a68a64', 'stroke-width': 2 }),
    shadow(s, box, { dx: 3, dy: 6, blur: 5, opacity: 0.28 }),
    el('path', { d: `M${x} ${y + 20}L${x + 20} ${y}H${x + 230}V${y + 96}H${x + 20}L${x} ${y + 76}Z`, fill: '#f6efe2', stroke: '#d9cbb3' }),
    el('circle', { cx: x + 18, cy: y + 48, r: 5, fill: '#d8ccb8' }),
    text({ x: x + 128, y: y + 58, 'font-family': serif, 'font-style': 'italic', 'font-size': 30, fill: '#5a4632', 'text-anchor': 'middle' }, label),
  );
}

/** Lettering pressed into a cover: a dark impression with a thin highlight under it. */
export function deboss(x: number, y: number, label: string, size: number, ink: string): string {
  const attrs = { x, 'font-family': serif, 'font-size': size, 'letter-spacing': size * 0.12, 'text-anchor': 'middle' };
  return text({ ...attrs, y: y + 1.5, fill: '#ffffff', opacity: 0.3 }, label) + text({ ...attrs, y, fill: ink, opacity: 0.9 }, label);
}
