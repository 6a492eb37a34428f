/**
 * The four albums with their price grids. The album selection page's "From" prices
 * are the cheapest option of each grid: Press Book $299, Economy $449, Gallery $699, Lux $899.
 * Every size starts at 20 pages, so Max Images for Design starts at 40.
 */
import type { z } from 'zod/mini';
import type { albumSchema } from '../../shared/catalog';
import { dollars } from '../../shared/money';
import { albumArt } from '../../shared/artwork/album-looks';
import { coverOptionsOf, imagesOf, navbarOf, type ItemArt } from '../../shared/artwork/looks';

type AlbumInput = z.input<typeof albumSchema>;

interface Grid {
  /** Price in whole dollars for each size, one per entry of `pages`. */
  prices: Record<string, number[]>;
  pages: number[];
  /** What printing and binding cost us, as a share of the price. */
  costShare: number;
  /** What the designer's time costs us per page, in dollars. */
  designPerPage: number;
}

/** Options with ids such as `lux-12x12-30`, one per size and page count of the grid. */
function albumOptions(prefix: string, grid: Grid): AlbumInput['albumOptions'] {
  return Object.entries(grid.prices).flatMap(([size, prices]) =>
    grid.pages.map((pages, i) => {
      const price = dollars(prices[i]!);
      return {
        _id: `${prefix}-${size}-${pages}`,
        size,
        pages,
        price,
        cost: Math.round((price * grid.costShare) / 100) * 100,
        designCost: dollars(grid.designPerPage * pages),
      };
    }),
  );
}

interface AlbumCopy {
  albumName: string;
  tagline: string;
  description: string;
  features: string[];
  layFlatUpgradePrice?: number;
}

function album(prefix: string, art: ItemArt, copy: AlbumCopy, grid: Grid): AlbumInput {
  return {
    _id: `album-${prefix}`,
    category: 'Albums',
    ...copy,
    images: imagesOf(art),
    navbarImage: navbarOf(art),
    albumOptions: albumOptions(prefix, grid),
    coverOptions: coverOptionsOf(art, prefix),
  };
}

const designNote =
  'Design is included: send us your photos and our designers lay out every spread, then send you a proof. ' +
  'If you would like changes after seeing it, revisions are a separate purchase (Album Revision).';

export const albumInputs: AlbumInput[] = [
  album(
    'lux',
    albumArt.lux,
    {
      albumName: 'Lux',
      tagline: 'Our heirloom album: hand-wrapped leather, linen or velvet and thick archival pages.',
      description:
        'The Lux is the album we make for our own families. Heavy archival pages printed on fine art paper, ' +
        'a cover wrapped by hand in leather, linen or velvet, and your names pressed into it. ' +
        `${designNote} Add lay-flat binding and a panorama runs across the spread without a seam.`,
      features: [
        'Covers hand-wrapped in leather, linen or velvet',
        'Thick archival pages printed on fine art paper',
        '10x10, 12x12 or 12x18; 20, 30 or 40 pages',
        'Names or a date debossed on the cover',
        'Professional design included, up to two photos per page',
        'Optional lay-flat binding for $120',
      ],
      layFlatUpgradePrice: dollars(120),
    },
    {
      pages: [20, 30, 40],
      prices: { '10x10': [899, 999, 1099], '12x12': [999, 1099, 1199], '12x18': [1149, 1269, 1389] },
      costShare: 0.35,
      designPerPage: 5,
    },
  ),
  album(
    'gallery',
    albumArt.gallery,
    {
      albumName: 'Gallery',
      tagline: 'A classic album in linen, silk or your own photo, up to 30 pages.',
      description:
        'The Gallery is our classic: rigid pages with a lustre finish that shows skin tones beautifully, ' +
        `bound in linen, silk or a photo cover. ${designNote}`,
      features: [
        'Linen, silk or photo covers',
        'Rigid pages with a lustre photographic finish',
        '8x8, 10x10 or 12x12; 20 or 30 pages',
        'Professional design included, up to two photos per page',
        'Optional lay-flat binding for $90',
      ],
      layFlatUpgradePrice: dollars(90),
    },
    {
      pages: [20, 30],
      prices: { '8x8': [699, 779], '10x10': [769, 849], '12x12': [849, 939] },
      costShare: 0.36,
      designPerPage: 4,
    },
  ),
  album(
    'economy',
    albumArt.economy,
    {
      albumName: 'Economy',
      tagline: 'Everything that matters, in a simple black cover.',
      description: 'The Economy keeps it simple: a black leatherette cover, 8x8 or 10x10, 20 or 30 pages of the photos you love most. ' + designNote,
      features: [
        'Black leatherette cover',
        '8x8 or 10x10; 20 or 30 pages',
        'Durable photographic pages',
        'Professional design included, up to two photos per page',
      ],
    },
    {
      pages: [20, 30],
      prices: { '8x8': [449, 499], '10x10': [499, 559] },
      costShare: 0.38,
      designPerPage: 4,
    },
  ),
  album(
    'press-book',
    albumArt.pressBook,
    {
      albumName: 'Press Book',
      tagline: 'Slim, light and modern: a photo book for every shoot.',
      description:
        'The Press Book is printed on press paper and bound flat and slim, with a matte or gloss photo cover or a linen one. ' +
        `It comes in 6x9, 8x8 or 10x10, up to 40 pages. ${designNote}`,
      features: [
        'Photo cover (matte or gloss) or linen',
        '6x9, 8x8 or 10x10; 20, 30 or 40 pages',
        'Printed on heavy press paper',
        'Professional design included, up to two photos per page',
      ],
    },
    {
      pages: [20, 30, 40],
      prices: { '6x9': [299, 349, 399], '8x8': [329, 379, 429], '10x10': [369, 419, 469] },
      costShare: 0.4,
      designPerPage: 3,
    },
  ),
];
