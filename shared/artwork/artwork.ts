/**
 * Every picture the seeded shop shows, drawn by code as SVG: album and product shots, cover and
 * finish swatches, navbar thumbnails, the home hero and the About page clips. Paths come from
 * the art direction in album-looks.ts and product-looks.ts, which the seeded catalog also uses.
 * A picture drawn with heavy filters is also served as WebP at a few widths (raster-versions.ts):
 * drawn once at the build rather than by every browser that shows it.
 */
import { swatch } from './album-shots';
import { albumArt } from './album-looks';
import { clipPictures } from './clip-pictures';
import { animated, boxedForShipping, hero, heroTravel, heroWedding, pagesTurning, photosLaidOut, stillAt, type Clip } from './clips';
import { artPath, coverFile, navbarOf, navbarSize, shotSize, swatchSize, type ItemArt } from './looks';
import { productArt } from './product-looks';
import { Svg, type Box } from './svg';

interface Artwork {
  title: string;
  size: [number, number];
  draw: (s: Svg) => void;
  crop?: { viewBox: Box; width: number; height: number };
}

const clipSize: [number, number] = [960, 540];

function itemArtwork(art: ItemArt): [string, Artwork][] {
  const shots = art.shots.map((shot): [string, Artwork] => [
    artPath(art.folder, shot.file),
    {
      title: shot.alt,
      size: shot.size ?? shotSize,
      draw: shot.draw,
      crop: shot.crop && { viewBox: shot.crop, width: shotSize[0], height: shotSize[1] },
    },
  ]);
  const swatches = art.covers.map((c): [string, Artwork] => [
    artPath(art.folder, coverFile(c)),
    { title: `${c.coverType} swatch: ${c.coverName}`, size: swatchSize, draw: (s) => swatch(s, c.material) },
  ]);
  const source = art.shots.find((shot) => shot.file === art.navbar.shot);
  if (!source) throw new Error(`${art.folder}: the navbar thumbnail crops a shot it does not have`);
  const navbar: [string, Artwork] = [
    navbarOf(art),
    { title: source.alt, size: source.size ?? shotSize, draw: source.draw, crop: { viewBox: art.navbar.crop, width: navbarSize[0], height: navbarSize[1] } },
  ];
  return [...shots, ...swatches, navbar];
}

/** A clip's three pictures (clipPictures): its action on the loop, the action stopped at the clip's still moment, and its set. */
function clipArtwork(base: string, title: string, clip: Clip): [string, Artwork][] {
  const at = clipPictures(base);
  return [
    [at.src, { title, size: clipSize, draw: (s) => clip.action(s, animated) }],
    [at.still, { title, size: clipSize, draw: (s) => clip.action(s, stillAt(clip.still)) }],
    [at.set, { title: `The set of the clip: ${title.toLowerCase()}`, size: clipSize, draw: clip.set }],
  ];
}

const entries: [string, Artwork][] = [
  ['/art/home/hero.svg', { title: 'Photo albums and loose prints on a walnut table in window light', size: [1600, 900], draw: hero }],
  [
    '/art/home/hero-travel.svg',
    { title: 'A linen travel album open on a gallery of landscapes, its prints laid beside it', size: [1600, 900], draw: heroTravel },
  ],
  ['/art/home/hero-wedding.svg', { title: 'A wedding album open on the studio table beside its leather-bound twin', size: [1600, 900], draw: heroWedding }],
  ...clipArtwork('/art/about/clip-1', 'Turning the pages of a finished album', pagesTurning),
  ...clipArtwork('/art/about/clip-2', 'Photos being laid out on a spread by our designers', photosLaidOut),
  ...clipArtwork('/art/about/clip-3', 'An album wrapped in tissue and boxed for shipping', boxedForShipping),
  ...[...Object.values(albumArt), ...Object.values(productArt)].flatMap(itemArtwork),
];
const registry = new Map(entries);
if (registry.size !== entries.length) throw new Error('Two artworks share a path');

/** Every artwork path, e.g. `/art/albums/lux/cover-leather-cognac.svg`. */
export function artworkPaths(): string[] {
  return [...registry.keys()];
}

/** The SVG document for a path, or undefined when the path is not one of ours. */
export function renderArtwork(path: string): string | undefined {
  const art = registry.get(path);
  if (!art) return undefined;
  const s = new Svg(...art.size);
  art.draw(s);
  return s.render(art.title, art.crop);
}
