/** `/`: the hero, then a card with its From price for every album and every product on sale. */
import { CallbackWidget } from '@/features/callback/components/callback-widget';
import { CatalogSection } from '@/features/catalog/components/catalog-section';
import { useAlbums } from '@/features/catalog/api/get-albums';
import { useProducts } from '@/features/catalog/api/get-products';
import { albumsForSale, wallArtForSale } from '@/features/catalog/storefront';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
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
