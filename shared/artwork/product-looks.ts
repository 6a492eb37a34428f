/** The pictures and finish swatches of each wall-art and service product. */
import { backdrop } from './materials';
import { covers, type CoverArt, type ItemArt } from './looks';
import type { Scene } from './photos';
import { sprig } from './props';
import { boxShot, fineArtShot, printStack, revisionProof, revisionScreen } from './studio-shots';
import type { Svg } from './svg';
import { blockView, room, wallPiece } from './wall-shots';

const plaster = (s: Svg) => backdrop(s, { weave: 'plaster', colour: '#e8e2d8' });

/** A close-up of one piece seen from the side, on a plain wall. */
const sideView =
  (depth: number, scene: Scene, sides: 'photo' | 'metal' | 'clear', w = 640, h = 430) =>
  (s: Svg) =>
    s.add(plaster(s), blockView(s, { x: 560 - w / 2, y: 470 - h / 2, w, h }, depth, scene, sides));

/** Navbar thumbnails of wall art: the piece on the wall, without most of the room. */
const wallNavbar = { shot: 'wall', crop: { x: 240, y: 70, w: 720, h: 540 } };

const photoFinish = (coverType: string, finishes: Record<string, [Scene, number]>): CoverArt[] =>
  Object.entries(finishes).map(([coverName, [scene, gloss]]) => ({ coverType, coverName, material: { weave: 'photo', colour: '#ffffff', scene, gloss } }));

export const productArt = {
  edgePrints: {
    folder: 'products/edge-prints',
    covers: photoFinish('Finish', { Lustre: ['sunset', 0.25], Metallic: ['sunset', 0.9] }),
    shots: [
      {
        file: 'wall',
        alt: 'An Edge Print of misty mountains above an oak console',
        draw: (s) => room(s, { wall: '#ebe5db', furniture: 'console' }, wallPiece(s, { x: 330, y: 130, w: 540, h: 360 }, 'edge', 'mountains')),
      },
      { file: 'edge', alt: 'Close-up of an Edge Print: the photo continues round its deep edge', draw: sideView(48, 'sunset', 'photo') },
    ],
    navbar: wallNavbar,
  },
  metalPrint: {
    folder: 'products/metal-print',
    covers: photoFinish('Finish', { Gloss: ['lake', 1], Satin: ['lake', 0.4] }),
    shots: [
      {
        file: 'wall',
        alt: 'A metal print of the sea above a linen sofa',
        draw: (s) => room(s, { wall: '#dfe2d8', furniture: 'sofa' }, wallPiece(s, { x: 340, y: 140, w: 520, h: 347 }, 'metal', 'sea')),
      },
      { file: 'sheen', alt: 'A metal print seen from the side, light gliding across its glossy face', draw: sideView(14, 'lake', 'metal') },
    ],
    navbar: wallNavbar,
  },
  canvas: {
    folder: 'products/canvas',
    covers: [...photoFinish('Edge', { 'Image Wrap': ['meadow', 0] }), ...covers('Edge', { weave: 'canvas' }, { Black: '#2a2826', White: '#f4f1ea' })],
    shots: [
      {
        file: 'wall',
        alt: 'A gallery canvas of a meadow above a wooden bench',
        draw: (s) => room(s, { wall: '#e6ddd2', furniture: 'bench' }, wallPiece(s, { x: 450, y: 140, w: 300, h: 375 }, 'canvas', 'meadow')),
      },
      { file: 'wrap', alt: 'The corner of a gallery canvas, the image wrapped round the stretcher', draw: sideView(40, 'meadow', 'photo', 400, 500) },
    ],
    navbar: wallNavbar,
  },
  acrylicBlock: {
    folder: 'products/acrylic-block',
    covers: [],
    shots: [
      {
        file: 'shelf',
        alt: 'An acrylic block with a wedding photo standing on a shelf',
        draw: (s) =>
          room(
            s,
            { wall: '#e9e3d9', furniture: 'shelf' },
            blockView(s, { x: 470, y: 290, w: 260, h: 350 }, 56, 'couple', 'clear'),
            sprig(s, 820, 600, 1.2, -60),
          ),
      },
      {
        file: 'pair',
        alt: 'Two acrylic blocks of different sizes side by side',
        draw: (s) =>
          room(
            s,
            { wall: '#ebe6de', furniture: 'shelf' },
            blockView(s, { x: 300, y: 330, w: 320, h: 310 }, 50, 'sunset', 'clear'),
            blockView(s, { x: 700, y: 430, w: 160, h: 210 }, 40, 'sea', 'clear'),
          ),
      },
    ],
    navbar: { shot: 'shelf', crop: { x: 240, y: 180, w: 720, h: 540 } },
  },
  acrylicWallArt: {
    folder: 'products/acrylic-wall-art',
    covers: [],
    shots: [
      {
        file: 'wall',
        alt: 'Acrylic wall art of desert dunes held off the wall by polished standoffs',
        draw: (s) => room(s, { wall: '#dcdfd4', furniture: 'sofa' }, wallPiece(s, { x: 360, y: 130, w: 480, h: 360 }, 'acrylic', 'dunes')),
      },
      { file: 'edge', alt: 'The clear edge of acrylic wall art seen from the side', draw: sideView(20, 'dunes', 'clear') },
    ],
    navbar: wallNavbar,
  },
  floatFrame: {
    folder: 'products/float-frame',
    covers: [
      ...covers('Frame', { weave: 'wood' }, { 'Natural Oak': '#c49a6c' }),
      ...covers('Frame', { weave: 'leatherette' }, { Black: '#1e1e1e' }),
      ...covers('Frame', { weave: 'paper' }, { White: '#f3f1ec' }),
    ],
    shots: [
      {
        file: 'wall',
        alt: 'A print of a pine forest floating in an oak frame above a console',
        draw: (s) => room(s, { wall: '#ece6dc', furniture: 'console' }, wallPiece(s, { x: 430, y: 110, w: 340, h: 425 }, 'float', 'forest', 'oak')),
      },
      {
        file: 'trio',
        alt: 'Three black float frames hung in a row above a bench',
        draw: (s) =>
          room(
            s,
            { wall: '#ece8e1', furniture: 'bench' },
            ...(['sea', 'mountains', 'dunes'] as const).map((scene, i) => wallPiece(s, { x: 300 + i * 210, y: 250, w: 180, h: 225 }, 'float', scene, 'black')),
          ),
      },
    ],
    navbar: { shot: 'wall', crop: { x: 240, y: 50, w: 720, h: 540 } },
  },
  fineArtPrint: {
    folder: 'products/fine-art-print',
    covers: [
      ...covers('Paper', { weave: 'paper' }, { 'Cotton Rag': '#f8f5ee' }),
      { coverType: 'Paper', coverName: 'Baryta', material: { weave: 'paper', colour: '#fbfaf6', gloss: 0.4 } },
    ],
    shots: [
      { file: 'prints', alt: 'Three fine art prints on cotton rag paper, numbered and signed in pencil', draw: fineArtShot },
      {
        file: 'signature',
        alt: 'Close-up of the pencil edition number and signature under a print',
        draw: fineArtShot,
        crop: { x: 380, y: 560, w: 440, h: 330 },
      },
    ],
    navbar: { shot: 'prints', crop: { x: 240, y: 180, w: 720, h: 540 } },
  },
  imageBox: {
    folder: 'products/image-box',
    covers: [],
    shots: [
      {
        file: 'box',
        alt: 'A linen keepsake box of prints with a Coming Soon! tag',
        draw: (s) => boxShot(s, { weave: 'linen', colour: '#55585a' }, printStack(s, ['meadow', 'sea', 'sunset']), { lid: 'KEEPSAKE', tag: 'Coming Soon!' }),
      },
      {
        file: 'prints',
        alt: 'Prints stacked inside the keepsake box',
        draw: (s) => boxShot(s, { weave: 'linen', colour: '#55585a' }, printStack(s, ['meadow', 'sea', 'sunset']), { lid: 'KEEPSAKE' }),
        crop: { x: 110, y: 150, w: 560, h: 420 },
      },
    ],
    navbar: { shot: 'box', crop: { x: 140, y: 150, w: 960, h: 720 } },
  },
  albumRevision: {
    folder: 'products/album-revision',
    covers: [],
    shots: [
      { file: 'screen', alt: 'A spread in the proofing app, marked up with a requested change', draw: revisionScreen },
      { file: 'proof', alt: 'A printed proof of a spread with a circled photo and a sticky note', draw: revisionProof },
    ],
    navbar: { shot: 'screen', crop: { x: 240, y: 130, w: 880, h: 660 } },
  },
} satisfies Record<string, ItemArt>;
