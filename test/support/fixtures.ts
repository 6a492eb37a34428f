/** Small catalog items for unit tests, built through the real schemas. */
import { albumSchema, productSchema, type Album, type Product } from '../../shared/catalog';

const option = (size: string, pages: number, price: number) => ({
  _id: `${size}-${pages}`,
  size,
  pages,
  price,
  cost: Math.round(price / 3),
});

export const albumFixture = (overrides: Partial<Album> = {}): Album =>
  albumSchema.parse({
    _id: 'album-test',
    albumName: 'Press Book',
    category: 'Albums',
    images: [{ url: '/art/test/1.svg', alt: 'An open press book' }],
    navbarImage: '/art/test/nav.svg',
    albumOptions: [option('8x8', 30, 39900), option('6x9', 30, 34900), option('6x9', 20, 29900), option('8x8', 20, 32900)],
    coverOptions: [
      { _id: 'c1', coverType: 'Linen', coverName: 'Sand', url: '/art/test/sand.svg' },
      { _id: 'c2', coverType: 'Photo Cover', coverName: 'Your photo', url: '/art/test/photo.svg' },
    ],
    layFlatUpgradePrice: 9000,
    ...overrides,
  });

export const productFixture = (overrides: Partial<Product> = {}): Product =>
  productSchema.parse({
    _id: 'product-test',
    productName: 'Edge Prints',
    category: 'Edge-Prints',
    images: [{ url: '/art/test/edge.svg', alt: 'An edge print' }],
    navbarImage: '/art/test/edge-nav.svg',
    productOptions: [
      { _id: 'e1', size: '24x36', price: 64900, cost: 20000 },
      { _id: 'e2', size: '20x30', price: 49900, cost: 15000 },
    ],
    coverOptions: [{ _id: 'f1', coverType: 'Finish', coverName: 'Lustre', url: '/art/test/lustre.svg' }],
    ...overrides,
  });
