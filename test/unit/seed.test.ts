import {
  albumSchema,
  albumSizes,
  categories,
  defaultAlbumSelection,
  fromPrice,
  maxDesignImages,
  nameKeyOf,
  nameOf,
  pagesFor,
  printSizes,
  productSchema,
  sizesOf,
  urlNameOf,
  type Album,
  type CatalogItem,
} from '../../shared/catalog';
import { artworkPaths, renderArtwork } from '../../shared/artwork/artwork';
import { rasterPath, rasterSrcSet, rasterVersions } from '../../shared/artwork/raster-versions';
import { heroImage, heroImages } from '../../web/src/features/home/hero-image';
import { seedAlbums, seedProducts } from '../../infra/seed/catalog';

const albumNamed = (name: string): Album => {
  const album = seedAlbums.find((a) => a.albumName === name);
  if (!album) throw new Error(`no seeded album called ${name}`);
  return album;
};

const imagePathsOf = (item: CatalogItem): string[] => [...item.images.map((i) => i.url), item.navbarImage, ...item.coverOptions.map((c) => c.url)];

const everyItem: CatalogItem[] = [...seedAlbums, ...seedProducts];

describe('seeded albums', () => {
  it('parse with the album schema', () => {
    for (const album of seedAlbums) expect(albumSchema.safeParse(album).error).toBeUndefined();
  });

  it('show the From prices of the album selection page', () => {
    const from = Object.fromEntries(seedAlbums.map((a) => [a.albumName, fromPrice(a)]));
    expect(from).toEqual({ 'Press Book': 29900, Economy: 44900, Gallery: 69900, Lux: 89900 });
  });

  it('offer 20 pages as the minimum of every size, so Max Images for Design starts at 40', () => {
    for (const album of seedAlbums)
      for (const size of sizesOf(album)) {
        expect([album.albumName, size, pagesFor(album, size)[0]]).toEqual([album.albumName, size, 20]);
        expect(maxDesignImages(pagesFor(album, size)[0]!)).toBe(40);
      }
  });

  it('open the Press Book page on 6x9 with 20 pages and its first cover', () => {
    const pressBook = albumNamed('Press Book');
    const selection = defaultAlbumSelection(pressBook);
    expect({ size: selection.size, pages: selection.pages }).toEqual({ size: '6x9', pages: 20 });
    expect(selection.cover).toBe(pressBook.coverOptions[0]);
  });

  it('offer the sizes and page counts the album descriptions promise', () => {
    const grid = (name: string) => {
      const album = albumNamed(name);
      return Object.fromEntries(sizesOf(album).map((size) => [size, pagesFor(album, size)]));
    };
    expect(grid('Press Book')).toEqual({ '6x9': [20, 30, 40], '8x8': [20, 30, 40], '10x10': [20, 30, 40] });
    expect(grid('Economy')).toEqual({ '8x8': [20, 30], '10x10': [20, 30] });
    expect(grid('Lux')).toEqual({ '10x10': [20, 30, 40], '12x12': [20, 30, 40], '12x18': [20, 30, 40] });
    for (const pages of Object.values(grid('Gallery'))) expect(Math.max(...pages)).toBeLessThanOrEqual(30);
  });

  it('charge more for a larger size or more pages, and cost the studio less than the price', () => {
    for (const album of seedAlbums) {
      const sizes = albumSizes.filter((s) => sizesOf(album).includes(s));
      const price = (size: string, pages: number) => album.albumOptions.find((o) => o.size === size && o.pages === pages)!.price;
      sizes.forEach((size, i) => {
        const pages = pagesFor(album, size);
        pages.slice(1).forEach((p, j) => expect(price(size, p)).toBeGreaterThan(price(size, pages[j]!)));
        if (i > 0) for (const p of pages) expect(price(size, p)).toBeGreaterThan(price(sizes[i - 1]!, p));
      });
      for (const option of album.albumOptions) {
        expect(option.cost).toBeLessThan(option.price);
        expect(option.designCost ?? 0).toBeLessThan(option.price);
        expect(option._id).toBe(`${album._id.replace(/^album-/, '')}-${option.size}-${option.pages}`);
      }
    }
  });

  it('dress Economy in black leatherette only and offer lay-flat on Lux and Gallery', () => {
    expect(albumNamed('Economy').coverOptions.map((c) => `${c.coverType}: ${c.coverName}`)).toEqual(['Leatherette: Black']);
    expect(albumNamed('Lux').layFlatUpgradePrice).toBe(12000);
    expect(albumNamed('Gallery').layFlatUpgradePrice).toBe(9000);
    for (const album of seedAlbums) {
      expect(album.images.length).toBeGreaterThanOrEqual(3);
      expect(album.images.length).toBeLessThanOrEqual(5);
      expect(album.features.length).toBeGreaterThanOrEqual(4);
      expect(album.features.length).toBeLessThanOrEqual(6);
      expect(album.description).toMatch(/revisions are a separate purchase/);
    }
  });
});

describe('seeded products', () => {
  it('parse with the product schema', () => {
    for (const product of seedProducts) expect(productSchema.safeParse(product).error).toBeUndefined();
  });

  it('cover every category except Albums', () => {
    const seeded = new Set(seedProducts.map((p) => p.category));
    expect(categories.filter((c) => c !== 'Albums' && !seeded.has(c))).toEqual([]);
  });

  it('start Edge Prints at $499 under the URL name Edge-Prints', () => {
    const edgePrints = seedProducts.find((p) => p.productName === 'Edge Prints')!;
    expect(fromPrice(edgePrints)).toBe(49900);
    expect(urlNameOf(edgePrints.productName)).toBe('Edge-Prints');
    expect(edgePrints.coverOptions.map((c) => `${c.coverType}: ${c.coverName}`)).toEqual(['Finish: Lustre', 'Finish: Metallic']);
  });

  it('sell only sizes from the print sizes list, each once, at a price above cost', () => {
    for (const product of seedProducts) {
      const sizes = product.productOptions.map((o) => o.size);
      expect(sizes.filter((s) => !printSizes.includes(s))).toEqual([]);
      expect(new Set(sizes).size).toBe(sizes.length);
      for (const option of product.productOptions) expect(option.cost).toBeLessThan(option.price);
    }
  });

  it('shows the Image Box as Coming Soon! and not for sale', () => {
    const imageBox = seedProducts.find((p) => p.category === 'Image-Box')!;
    expect(imageBox.availableForPurchase).toBe(false);
    expect(imageBox.tagline).toBe('Coming Soon!');
    expect(seedProducts.filter((p) => !p.availableForPurchase)).toEqual([imageBox]);
  });

  it('sells an Album Revision for every album size', () => {
    const revision = seedProducts.find((p) => p.category === 'Editing')!;
    expect(sizesOf(revision)).toEqual([...albumSizes]);
    expect(revision.description).toMatch(/one or two revisions/);
  });
});

describe('the whole seeded catalog', () => {
  it('has names that stay unique when looked up by URL name', () => {
    const keys = everyItem.map((item) => nameKeyOf(nameOf(item)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has unique ids for items, options and covers', () => {
    const ids = everyItem.flatMap((item) => [
      item._id,
      ...('albumOptions' in item ? item.albumOptions : item.productOptions).map((o) => o._id),
      ...item.coverOptions.map((c) => c._id),
    ]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('only points at generated artwork', () => {
    const known = new Set(artworkPaths());
    const missing = everyItem.flatMap(imagePathsOf).filter((path) => !known.has(path));
    expect(missing).toEqual([]);
  });
});

describe('generated artwork', () => {
  const referenced = [...new Set(everyItem.flatMap(imagePathsOf))];
  const clipBases = ['/art/about/clip-1', '/art/about/clip-2', '/art/about/clip-3'];
  const actions = clipBases.map((base) => `${base}.svg`);
  const stills = clipBases.flatMap((base) => [`${base}-still.svg`, `${base}-set.svg`]);
  const pages = ['/art/home/hero.svg', ...actions, ...stills];

  it.each([...referenced, ...pages])('%s is a small, titled SVG', (path) => {
    const svg = renderArtwork(path);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+" width="\d+" height="\d+"/);
    expect(svg).toMatch(/<title>[^<]{3,}<\/title>/);
    expect(Buffer.byteLength(svg!, 'utf8')).toBeLessThan(16 * 1024);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('serves as WebP only pictures it draws, and the home pictures name the WebP the build makes', () => {
    for (const version of rasterVersions()) {
      expect(artworkPaths()).toContain(version.svgPath);
      expect(version.path).toBe(version.svgPath.replace(/\.svg$/, `-${version.width}.webp`));
    }
    expect(heroImage.src).toBe(rasterPath('/art/home/hero.svg', 1600));
    expect(heroImages.map((image) => image.src.replace(/-1600\.webp$/, '.svg'))).toEqual([
      '/art/home/hero.svg',
      '/art/home/hero-travel.svg',
      '/art/home/hero-wedding.svg',
    ]);
    for (const image of heroImages) {
      const svgPath = image.src.replace(/-1600\.webp$/, '.svg');
      expect(image.src).toBe(rasterPath(svgPath, 1600));
      expect(image.srcSet).toBe(rasterSrcSet(svgPath));
      expect(renderArtwork(svgPath)).toContain(`<title>${image.alt}</title>`);
    }
  });

  it('animates the About clips for about six seconds', () => {
    for (const path of actions) expect(renderArtwork(path)).toMatch(/<animate(Transform)? [^>]*dur="6s"/);
  });

  it("keeps a clip's set, and the still of its action, still", () => {
    for (const path of stills) expect(renderArtwork(path)).not.toMatch(/<animate|<set /);
  });

  it('leaves the costly parts of a clip to its set: the action has no textured surface or glazing shadows to draw again every frame', () => {
    for (const base of clipBases) {
      const action = renderArtwork(`${base}.svg`)!;
      // The table or wall: a whole-picture rectangle filled with noise (a filtered rect or a grain pattern).
      expect(action).not.toMatch(/<rect x="0" y="0" width="960" height="540" fill="(#000" filter|url\(#a\d+\)" filter)/);
      expect(action).not.toMatch(/feTurbulence type="fractalNoise" baseFrequency="(0\.004 0\.09|0\.5)"/);
      // The glazing bars' wide blur.
      expect(action).not.toMatch(/stdDeviation="18"/);
      expect(renderArtwork(`${base}-set.svg`)).toMatch(/stdDeviation="18"/);
    }
  });

  it("stills a clip where its action rests: clip 3's album is in its box, which is closed and labelled", () => {
    const still = renderArtwork('/art/about/clip-3-still.svg')!;
    expect(still).toContain('WITH CARE');
    expect(still).toContain('transform="translate(0 0)"');
    expect(still).not.toContain('0 -420');
  });

  it('draws the same picture every time and nothing for an unknown path', () => {
    expect(renderArtwork('/art/albums/lux/open.svg')).toBe(renderArtwork('/art/albums/lux/open.svg'));
    expect(renderArtwork('/art/albums/lux/nope.svg')).toBeUndefined();
    expect(new Set(artworkPaths()).size).toBe(artworkPaths().length);
  });
});
