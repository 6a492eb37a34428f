/**
 * Wall art and services, one product per category other than Albums. Sizes come from
 * the print sizes list; Edge Prints start at $499 as on the home page.
 */
import type { z } from 'zod/mini';
import { albumSizes, type productSchema } from '../../shared/catalog';
import { dollars } from '../../shared/money';
import { coverOptionsOf, imagesOf, navbarOf, type ItemArt } from '../../shared/artwork/looks';
import { productArt } from '../../shared/artwork/product-looks';

type ProductInput = z.input<typeof productSchema>;

type ProductCopy = Pick<
  ProductInput,
  | 'productName'
  | 'category'
  | 'subcategory'
  | 'tagline'
  | 'description'
  | 'marketing_features'
  | 'availableForPurchase'
  | 'productNumber'
  | 'shippingWeight'
  | 'shippingDimensions'
>;

/**
 * `prices` in whole dollars per size; options get ids such as `edge-prints-24x36`. Shipping
 * weight (lb) and dimensions (in) describe the box of the largest size, the one that decides
 * the carrier's rate.
 */
function product(prefix: string, art: ItemArt, copy: ProductCopy, prices: Record<string, number>, costShare: number): ProductInput {
  return {
    _id: `product-${prefix}`,
    ...copy,
    images: imagesOf(art),
    navbarImage: navbarOf(art),
    productOptions: Object.entries(prices).map(([size, price]) => ({
      _id: `${prefix}-${size}`,
      size,
      price: dollars(price),
      cost: Math.round(dollars(price) * costShare),
    })),
    coverOptions: coverOptionsOf(art, prefix),
  };
}

const box = (length: number, width: number, height: number) => ({ length, width, height });

export const productInputs: ProductInput[] = [
  product(
    'edge-prints',
    productArt.edgePrints,
    {
      productName: 'Edge Prints',
      category: 'Edge-Prints',
      subcategory: 'Wall Art',
      productNumber: 'WA-EDGE',
      tagline: 'Your photo printed right round a deep block: no frame needed.',
      description:
        'An Edge Print is your photo mounted on a 1.5-inch block with the image carried round every edge, ' +
        'so it stands off the wall like a gallery piece. Choose a lustre finish for soft, glare-free colour ' +
        'or metallic for extra depth and shine. Made and shipped in 3-4 days.',
      marketing_features: ['Photo printed round all four edges', 'Lustre or metallic finish', 'Ready to hang, hardware included', 'Ships in 3-4 days'],
      shippingWeight: 22,
      shippingDimensions: box(64, 44, 4),
    },
    { '20x30': 499, '24x36': 649, '30x45': 899, '40x60': 1299 },
    0.34,
  ),
  product(
    'metal-print',
    productArt.metalPrint,
    {
      productName: 'Pre-Mounted Metal Print',
      category: 'Metal-Art',
      subcategory: 'Wall Art',
      productNumber: 'WA-METAL',
      tagline: 'Vivid colour fused into aluminium, mounted and ready to hang.',
      description:
        'Your photo is infused into a sheet of aluminium and mounted on a hidden frame that holds it 3/4 inch ' +
        'off the wall. Gloss gives the deepest colour and a mirror-like sheen; satin keeps the glow with less glare.',
      marketing_features: ['Gloss or satin finish', 'Floats 3/4 inch off the wall', 'Waterproof and scratch resistant'],
      shippingWeight: 12,
      shippingDimensions: box(40, 28, 4),
    },
    { '12x18': 179, '16x24': 279, '20x30': 399, '24x36': 549 },
    0.35,
  ),
  product(
    'canvas',
    productArt.canvas,
    {
      productName: 'Gallery Canvas',
      category: 'Canvas',
      subcategory: 'Wall Art',
      productNumber: 'WA-CANVAS',
      tagline: 'Artist canvas stretched over a deep wooden frame.',
      description:
        'Printed on textured artist canvas and stretched by hand over a 1.5-inch frame. The image can wrap round ' +
        'the edges, or the edges can be finished in black or white so every bit of your photo stays on the front.',
      marketing_features: ['Textured artist canvas', 'Image wrap, black or white edges', '1.5-inch stretcher bars', 'Ready to hang'],
      shippingWeight: 10,
      shippingDimensions: box(49, 34, 4),
    },
    { '16x20': 189, '20x30': 279, '24x36': 369, '30x45': 529 },
    0.3,
  ),
  product(
    'acrylic-block',
    productArt.acrylicBlock,
    {
      productName: 'Acrylic Block',
      category: 'Acrylic-Blocks',
      subcategory: 'Tabletop',
      productNumber: 'TT-BLOCK',
      tagline: 'A photo mounted behind an inch of crystal-clear acrylic.',
      description:
        'Your photo is mounted to the back of a one-inch block of optically clear acrylic with polished edges. ' +
        'It stands on its own on a shelf or desk, and the thick acrylic gives the colours real depth.',
      marketing_features: ['One inch of polished clear acrylic', 'Stands on its own', 'Gift boxed'],
      shippingWeight: 4,
      shippingDimensions: box(12, 10, 4),
    },
    { '4x6': 69, '5x7': 89, '8x10': 139 },
    0.32,
  ),
  product(
    'acrylic-wall-art',
    productArt.acrylicWallArt,
    {
      productName: 'Acrylic Wall Art',
      category: 'Acrylic-Art',
      subcategory: 'Wall Art',
      productNumber: 'WA-ACRYLIC',
      tagline: 'Face-mounted behind clear acrylic, floating on polished standoffs.',
      description:
        'Your photo is face-mounted behind a quarter inch of clear acrylic and held off the wall by four polished ' +
        'standoffs. Colours look deep and luminous, like a window onto the picture.',
      marketing_features: ['1/4-inch clear acrylic face mount', 'Polished aluminium standoffs', 'Hanging template included'],
      shippingWeight: 24,
      shippingDimensions: box(50, 36, 4),
    },
    { '16x24': 349, '20x30': 479, '24x36': 649, '30x45': 899 },
    0.36,
  ),
  product(
    'float-frame',
    productArt.floatFrame,
    {
      productName: 'Float Frame',
      category: 'Frames',
      subcategory: 'Framed Prints',
      productNumber: 'FR-FLOAT',
      tagline: 'A print floating in a solid wood frame, with a shadow gap all round.',
      description:
        'Your photo is printed on archival paper, mounted and floated inside a solid wood frame with a shadow gap ' +
        'all round, behind UV-protective glazing. Natural oak, black or white.',
      marketing_features: ['Solid wood frame in natural oak, black or white', 'UV-protective glazing', 'Archival print, floated on a backing board'],
      shippingWeight: 14,
      shippingDimensions: box(36, 26, 4),
    },
    { '8x10': 129, '11x14': 179, '16x20': 259, '20x30': 389 },
    0.38,
  ),
  product(
    'fine-art-print',
    productArt.fineArtPrint,
    {
      productName: 'Fine Art Print',
      category: 'Prints',
      subcategory: 'Prints',
      productNumber: 'PR-FINE',
      tagline: 'Museum-grade prints on cotton rag or baryta paper.',
      description:
        'Printed with archival pigment inks on heavy cotton rag for a soft matte look, or on baryta for the depth ' +
        'of a darkroom print. Shipped flat, ready for your own frame.',
      marketing_features: ['Archival pigment inks', 'Cotton rag or baryta paper', 'Generous white border for framing', 'Shipped flat'],
      shippingWeight: 3,
      shippingDimensions: box(34, 24, 2),
    },
    { '8x10': 39, '11x14': 59, '12x18': 79, '16x24': 129, '20x30': 189 },
    0.3,
  ),
  product(
    'image-box',
    productArt.imageBox,
    {
      productName: 'Image Box',
      category: 'Image-Box',
      subcategory: 'Keepsakes',
      productNumber: 'KS-BOX',
      availableForPurchase: false,
      tagline: 'Coming Soon!',
      description:
        'Coming Soon! A linen keepsake box filled with prints of your favourite photos, for the images that ' + 'deserve to be held rather than hung.',
      marketing_features: ['Linen-wrapped keepsake box', 'Prints with a white border'],
      shippingWeight: 5,
      shippingDimensions: box(14, 12, 4),
    },
    { '5x7': 149, '8x10': 199 },
    0.4,
  ),
  /*
   * Revisions are not a size, and a cover option cannot carry a price, so "1 revision" and
   * "2 revisions" cannot both be options here without lying about one of the prices. Honestly
   * modelled: one product priced per revision round, with the sizes of the albums. It is bought
   * for an album (shared/add-ons.ts): the album's size picks the option, the number of revisions
   * multiplies it.
   */
  product(
    'album-revision',
    productArt.albumRevision,
    {
      productName: 'Album Revision',
      category: 'Editing',
      subcategory: 'Album Design',
      productNumber: 'ED-REVISION',
      tagline: 'One more round of changes to your album design.',
      description:
        'Your album design includes our first proof. If you would like changes after seeing it, each Album Revision ' +
        'is one round: tell us what to swap, move or brighten and we send a new proof. Choose the album it is for, ' +
        'in your cart or an earlier order, and one or two revisions. Requires an album purchase.',
      marketing_features: ['One round of changes per revision', 'New proof within 5 business days', 'Requires an album purchase'],
    },
    Object.fromEntries(albumSizes.map((size) => [size, 149])),
    0.4,
  ),
];
