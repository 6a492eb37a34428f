/** `/`: the hero, then a card with its From price for every album and every product on sale. */
import { CallbackWidget } from '@/features/callback';
import { CatalogSection, useAlbums, useProducts, albumsForSale, wallArtForSale } from '@/features/catalog';
import { Hero, HowItWorks } from '@/features/home';
import { usePageTitle } from '@/lib/site';

export default function HomeRoute() {
  usePageTitle(undefined);
  const albums = useAlbums();
  const products = useProducts();
  return (
    <>
      <Hero />
      <CatalogSection
        id="albums"
        eyebrow="Heirloom albums"
        title="Albums"
        intro="Four ways to keep your story, each designed for you by our studio."
        items={albums.data && albumsForSale(albums.data)}
        error={albums.error}
        onRetry={albums.refetch}
        expected={4}
      />
      <CatalogSection
        id="wall-art"
        eyebrow="For your walls"
        title="Wall art"
        intro="Your favourite frame, printed large and ready to hang."
        items={products.data && wallArtForSale(products.data)}
        error={products.error}
        onRetry={products.refetch}
        expected={4}
      />
      <HowItWorks />
      <CallbackWidget />
    </>
  );
}
