/** The pictures and cover materials of each album. */
import { closedShot, openShot, spreadShot, type AlbumLook } from './album-shots';
import { covers, type CoverArt, type ItemArt } from './looks';
import type { Material } from './materials';
import { albumInTray, boxShot } from './studio-shots';

const tables = {
  walnut: { weave: 'wood', colour: '#8a6446' },
  oak: { weave: 'wood', colour: '#c9a77f' },
  stone: { weave: 'plaster', colour: '#e2ddd5' },
  marble: { weave: 'plaster', colour: '#ece8e2' },
} satisfies Record<string, Material>;

/** Navbar thumbnails show the two closed albums. */
const closedNavbar = { shot: 'closed', crop: { x: 180, y: 120, w: 840, h: 630 } };

const material = (list: CoverArt[], name: string): Material => list.find((c) => c.coverName === name)!.material;

const luxCovers = [
  ...covers('Leather', { weave: 'leather' }, { Cognac: '#9a5a2e', Black: '#201e1d', Ivory: '#e8dfcc' }),
  ...covers('Linen', { weave: 'linen' }, { Sand: '#cdb894', Slate: '#5b6670' }),
  ...covers('Velvet', { weave: 'velvet' }, { Emerald: '#1f5a45', Midnight: '#1f2744' }),
];
const lux: AlbumLook = { title: 'AMELIA & JAMES', pageRatio: 1, layflat: false, table: tables.walnut };

const galleryCovers = [
  ...covers('Linen', { weave: 'linen' }, { Oatmeal: '#d6c7ac', Charcoal: '#3f4245', 'Dusty Rose': '#c9a19a' }),
  ...covers('Silk', { weave: 'silk' }, { Champagne: '#dcc6a0', Pewter: '#8a8d90' }),
  { coverType: 'Photo Cover', coverName: 'Your Photo', material: { weave: 'photo', colour: '#ffffff', scene: 'meadow', gloss: 0.2 } },
] satisfies CoverArt[];
const gallery: AlbumLook = { title: 'OUR FIRST YEAR', pageRatio: 1, layflat: false, table: tables.oak };

const economyCovers = covers('Leatherette', { weave: 'leatherette' }, { Black: '#222222' });
const economy: AlbumLook = { title: 'SUMMER', pageRatio: 1, layflat: false, table: tables.stone };

const pressCovers = [
  { coverType: 'Photo Cover', coverName: 'Matte', material: { weave: 'photo', colour: '#ffffff', scene: 'dunes' } },
  { coverType: 'Photo Cover', coverName: 'Gloss', material: { weave: 'photo', colour: '#ffffff', scene: 'sea', gloss: 0.8 } },
  ...covers('Linen', { weave: 'linen' }, { Natural: '#d8ccb4', Navy: '#2e3b55', Black: '#262626' }),
] satisfies CoverArt[];
const press: AlbumLook = { title: 'PORTFOLIO', pageRatio: 6 / 9, layflat: false, table: tables.marble };

const flat = (look: AlbumLook): AlbumLook => ({ ...look, layflat: true });

export const albumArt = {
  lux: {
    folder: 'albums/lux',
    covers: luxCovers,
    shots: [
      {
        file: 'open',
        alt: 'A Lux album open on a walnut table, a sunset across the spread',
        draw: (s) => openShot(s, lux, material(luxCovers, 'Cognac'), 'pair', ['sunset', 'sea']),
      },
      {
        file: 'closed',
        alt: 'Two Lux albums, cognac leather on emerald velvet, names pressed into the cover',
        draw: (s) => closedShot(s, lux, material(luxCovers, 'Cognac'), material(luxCovers, 'Emerald')),
      },
      {
        file: 'spread-panorama',
        alt: 'A mountain panorama running across a lay-flat Lux spread',
        draw: (s) => spreadShot(s, flat(lux), material(luxCovers, 'Black'), 'panorama', ['mountains']),
      },
      {
        file: 'spread-gallery',
        alt: 'A Lux spread with one large photo and two smaller ones',
        draw: (s) => spreadShot(s, lux, material(luxCovers, 'Sand'), 'gallery', ['couple', 'lake', 'meadow']),
      },
      {
        file: 'boxed',
        alt: 'A Lux album resting in its velvet presentation box',
        draw: (s) => boxShot(s, material(luxCovers, 'Midnight'), albumInTray(s, material(luxCovers, 'Cognac'), lux.title), { lid: lux.title }),
      },
    ],
    navbar: closedNavbar,
  },
  gallery: {
    folder: 'albums/gallery',
    covers: galleryCovers,
    shots: [
      {
        file: 'open',
        alt: 'A Gallery album open on an oak table',
        draw: (s) => openShot(s, gallery, material(galleryCovers, 'Oatmeal'), 'gallery', ['forest', 'meadow', 'sea']),
      },
      {
        file: 'closed',
        alt: 'Two Gallery albums in oatmeal linen and champagne silk',
        draw: (s) => closedShot(s, gallery, material(galleryCovers, 'Oatmeal'), material(galleryCovers, 'Champagne')),
      },
      {
        file: 'spread-pair',
        alt: 'A Gallery spread with a photo on each page',
        draw: (s) => spreadShot(s, gallery, material(galleryCovers, 'Charcoal'), 'pair', ['sea', 'dunes']),
      },
      {
        file: 'spread-panorama',
        alt: 'A sunset across a lay-flat Gallery spread',
        draw: (s) => spreadShot(s, flat(gallery), material(galleryCovers, 'Dusty Rose'), 'panorama', ['sunset']),
      },
    ],
    navbar: closedNavbar,
  },
  economy: {
    folder: 'albums/economy',
    covers: economyCovers,
    shots: [
      {
        file: 'open',
        alt: 'An Economy album open, a photo on each page',
        draw: (s) => openShot(s, economy, material(economyCovers, 'Black'), 'pair', ['meadow', 'lake']),
      },
      {
        file: 'closed',
        alt: 'Two Economy albums in black leatherette',
        draw: (s) => closedShot(s, economy, material(economyCovers, 'Black'), material(economyCovers, 'Black')),
      },
      {
        file: 'spread-grid',
        alt: 'An Economy spread with a full-page photo and a grid of four',
        draw: (s) => spreadShot(s, economy, material(economyCovers, 'Black'), 'grid', ['sea', 'forest', 'dunes']),
      },
    ],
    navbar: closedNavbar,
  },
  pressBook: {
    folder: 'albums/press-book',
    covers: pressCovers,
    shots: [
      {
        file: 'open',
        alt: 'A Press Book open on a story spread: text on the left, a forest on the right',
        draw: (s) => openShot(s, press, material(pressCovers, 'Navy'), 'story', ['forest', 'lake']),
      },
      {
        file: 'closed',
        alt: 'Two Press Books: a matte photo cover on navy linen',
        draw: (s) => closedShot(s, press, material(pressCovers, 'Matte'), material(pressCovers, 'Navy')),
      },
      {
        file: 'spread-gallery',
        alt: 'A Press Book spread with three photos',
        draw: (s) => spreadShot(s, press, material(pressCovers, 'Natural'), 'gallery', ['mountains', 'sunset', 'sea']),
      },
    ],
    navbar: closedNavbar,
  },
} satisfies Record<string, ItemArt>;
