/** `/shop/albums/:albumName`: order an album, from the catalog's default choice; the carousel turns every 4 s. */
import { useParams } from 'react-router';
import { useAlbum } from '@/features/catalog';
import { AlbumOrderForm, OrderPage } from '@/features/shop';
import { usePageTitle } from '@/lib/site';

export default function AlbumOrderRoute() {
  const { albumName = '' } = useParams();
  const album = useAlbum(albumName);
  usePageTitle(album.data ? `Order the ${album.data.albumName} album` : 'Order an album');
  return (
    <OrderPage noun="album" item={album.data} error={album.error} onRetry={album.refetch} intervalMs={4000}>
      {/* A new album is a new form: nothing chosen for the last one carries over. */}
      {album.data && <AlbumOrderForm key={album.data._id} album={album.data} />}
    </OrderPage>
  );
}
