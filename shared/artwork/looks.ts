/**
 * Art direction shared by the artwork and the seeded catalog: which pictures each album and
 * product has, under which path, with which alt text, and which cover materials it offers.
 * The catalog takes its image urls and cover options from here, and the artwork registry draws
 * exactly these paths, so the two cannot drift apart.
 */
import type { CoverOption } from '../catalog';
import type { Material } from './materials';
import type { Box, Svg } from './svg';

export interface Shot {
  /** File name without extension, unique within the item's folder. */
  file: string;
  alt: string;
  draw: (s: Svg) => void;
  /** Drawing size; product shots are 4:3 at 1200x900 unless said otherwise. */
  size?: [width: number, height: number];
  /** Shows only this part of the drawing, enlarged to the full size (detail shots). */
  crop?: Box;
}

export interface CoverArt {
  coverType: string;
  coverName: string;
  material: Material;
}

export interface ItemArt {
  /** Folder under /art, e.g. `albums/lux`. */
  folder: string;
  shots: Shot[];
  covers: CoverArt[];
  /** The navbar thumbnail: a 4:3 crop of one of the shots. */
  navbar: { shot: string; crop: Box };
}

export const shotSize: [number, number] = [1200, 900];
export const swatchSize: [number, number] = [240, 240];
export const navbarSize: [number, number] = [320, 240];

export const kebab = (words: string): string =>
  words
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const artPath = (folder: string, file: string): string => `/art/${folder}/${file}.svg`;
export const coverFile = (c: Pick<CoverArt, 'coverType' | 'coverName'>): string => `cover-${kebab(c.coverType)}-${kebab(c.coverName)}`;

export const imagesOf = (art: ItemArt) => art.shots.map((shot) => ({ url: artPath(art.folder, shot.file), alt: shot.alt }));
export const navbarOf = (art: ItemArt): string => artPath(art.folder, 'navbar');

/** Cover options with stable ids such as `lux-cover-leather-cognac`. */
export const coverOptionsOf = (art: ItemArt, idPrefix: string): CoverOption[] =>
  art.covers.map((c) => ({
    _id: `${idPrefix}-${coverFile(c)}`,
    coverType: c.coverType,
    coverName: c.coverName,
    url: artPath(art.folder, coverFile(c)),
  }));

/** Cover choices grouped by type: `covers('Leather', 'leather', { Cognac: '#9a5a2e' })`. */
export function covers(coverType: string, base: Omit<Material, 'colour'>, colours: Record<string, string>): CoverArt[] {
  return Object.entries(colours).map(([coverName, colour]) => ({ coverType, coverName, material: { ...base, colour } }));
}
