/** The promotions console: Admin only, others to /login. Its form offers the catalog's albums and products by name. */
import { useAlbums, useProducts } from '@/features/catalog';
import { PromotionsPage } from '@/features/promotions';
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { usePageTitle } from '@/lib/site';

export default function Page() {
  usePageTitle('Promotions');
  return (
    <RequireRole access={staffAccess.promotions}>
      <Console />
    </RequireRole>
  );
}

function Console() {
  const albums = useAlbums();
  const products = useProducts();
  return <PromotionsPage catalog={{ albums: albums.data?.map((a) => a.albumName), products: products.data?.map((p) => p.productName) }} />;
}
