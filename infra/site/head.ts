/**
 * The head of a prerendered page: its title (the page's own, from usePageTitle), a description,
 * the canonical URL (one per page, whatever case or alias it was reached by), Open Graph tags and
 * image, and for an album or product its JSON-LD `Product` with an `Offer` per price.
 */
import { fromPrice, isAlbum, nameOf, urlNameOf, type CatalogItem, type PublicAlbum, type PublicProduct } from '../../shared/catalog';
import { rasterPath } from '../../shared/artwork/raster-versions';
import type { Catalog } from './catalog-source';

const siteName = 'Lumière Albums';
const defaultDescription = 'Custom photo albums and wall art, designed, printed and hand-finished by our studio.';
/** The home hero as the WebP the page shows (link previews take no SVG). */
const homeImage = rasterPath('/art/home/hero.svg', 1600);

/** The content pages' own descriptions; a page not listed has the shop's. */
const descriptions: Record<string, string> = {
  '/about': 'Who we are: a small studio that designs, prints and binds heirloom photo albums and wall art by hand.',
  '/albums': 'Our four heirloom photo albums, Lux, Gallery, Economy and Press Book, each designed for you by our studio.',
  '/albums/select': 'Choose the album for your photographs: every size, page count and price side by side.',
  '/albums/add-editing': 'Add pages and photo editing to your album design: what each editing tier includes and costs.',
  '/wall-art': 'Wall art from your own photographs: edge prints, metal, canvas and acrylic, printed large and ready to hang.',
  '/learn-more': 'How ordering works: choose an album, send your photos, approve our design, and we print and ship it.',
  '/f-a-q': 'Answers to common questions about our albums, wall art, designs, photos, shipping and payments.',
  '/terms-and-conditions/album-design': 'The terms of our album design service: proofs, revisions and approval.',
  '/cancellation-policy': 'When and how an order can be cancelled, and how refunds are made.',
  '/privacy-policy': 'What we collect when you shop with us, why, and how we keep it safe.',
};

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  image: string;
  /** JSON-LD, when the page shows one catalog item. */
  structuredData?: object;
}

/** The catalog item a path shows, and the path that is its canonical page. */
function itemOf(path: string, { albums, products }: Catalog): { item: CatalogItem; canonicalPath: string } | undefined {
  const segments = path.split('/').filter(Boolean);
  const album = (name: string) => albums.find((a) => urlNameOf(a.albumName).toLowerCase() === name.toLowerCase());
  const product = (name: string) => products.find((p) => urlNameOf(p.productName).toLowerCase() === name.toLowerCase());
  const learn = (item: CatalogItem | undefined) => item && { item, canonicalPath: `/${isAlbum(item) ? 'albums' : 'products'}/${urlNameOf(nameOf(item))}` };
  const order = (item: CatalogItem | undefined) => item && { item, canonicalPath: `/shop/${isAlbum(item) ? 'albums' : 'products'}/${urlNameOf(nameOf(item))}` };
  const [first, second, third] = segments;
  if (segments.length === 2 && first === 'albums') return learn(album(second!));
  if (segments.length === 2 && first === 'products') return learn(product(second!));
  if (segments.length === 3 && first === 'shop' && second === 'albums') return order(album(third!));
  if (segments.length === 3 && first === 'shop' && second === 'products') return order(product(third!));
  // `/{name}` is the product's page under another address.
  if (segments.length === 1) return learn(product(first!));
  return undefined;
}

const firstSentences = (text: string, max = 160): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** schema.org Product: one Offer per size (and page count) the catalog prices. */
function productData(item: CatalogItem, url: string, origin: string): object {
  const availability = `https://schema.org/${isAlbum(item) || item.availableForPurchase ? 'InStock' : 'PreOrder'}`;
  const offer = (name: string | undefined, cents: number) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: dollars(cents),
    priceCurrency: 'USD',
    availability,
    url,
  });
  const offers = isAlbum(item)
    ? (item as PublicAlbum).albumOptions.map((o) => offer(`${o.size}, ${o.pages} pages`, o.price))
    : (item as PublicProduct).productOptions.length > 0
      ? (item as PublicProduct).productOptions.map((o) => offer(o.size, o.price))
      : (item as PublicProduct).basePrice !== undefined
        ? [offer(undefined, (item as PublicProduct).basePrice!)]
        : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: nameOf(item),
    description: firstSentences(item.description || item.tagline, 500),
    image: item.images.map((image) => origin + image.url),
    brand: { '@type': 'Brand', name: siteName },
    category: item.category,
    offers,
  };
}

export function headOf(path: string, title: string, catalog: Catalog, origin: string): PageHead {
  const found = itemOf(path, catalog);
  if (found) {
    const { item, canonicalPath } = found;
    const from = fromPrice(item);
    const description = firstSentences([item.tagline, from !== undefined ? `From $${dollars(from)}.` : '', item.description].filter(Boolean).join(' '));
    const canonical = origin + canonicalPath;
    return {
      title,
      description,
      canonical,
      image: origin + (item.images[0]?.url ?? item.navbarImage ?? homeImage),
      structuredData: productData(item, canonical, origin),
    };
  }
  const canonicalPath = path === '/' ? '/' : path;
  return {
    title,
    description: descriptions[path] ?? defaultDescription,
    canonical: origin + canonicalPath,
    image: origin + homeImage,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script>: `<` escaped, so no text in the catalog can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headHtml(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.structuredData ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.structuredData ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}
