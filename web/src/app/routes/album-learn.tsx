/** `/albums/:albumName` (Lux, Gallery, Economy, Press-Book): the album's learn page, its covers every 4 s. */
import { useParams } from 'react-router';
import type { PublicAlbum } from '@shared/catalog';
import { findAlbumOption, sizesOf } from '@shared/catalog-rules';
import { formatCents } from '@shared/money';
import { NotFoundPage } from '@/components/ui/error-page';
import { useAlbum } from '@/features/catalog';
import { orList, pageCountsOf, CatalogError, CatalogLoading, LearnPage } from '@/features/storefront';
import { ApiError } from '@/lib/api-client';
import '@/components/ui/tables.css';

/** An album's pictures turn every 4 s. */
const carouselMs = 4000;

export default function AlbumLearnRoute() {
  const { albumName = '' } = useParams();
  const album = useAlbum(albumName);
  if (album.error instanceof ApiError && album.error.status === 404) return <NotFoundPage />;
  if (album.error) return <CatalogError what="this album" error={album.error} onRetry={album.refetch} />;
  if (!album.data) return <CatalogLoading what="the album" />;
  const item = album.data;
  return (
    <LearnPage
      item={item}
      carouselMs={carouselMs}
      facts={[
        { term: 'Sizes', detail: orList(sizesOf(item)) },
        { term: 'Pages', detail: orList(pageCountsOf(item)) },
        { term: 'Design', detail: 'Included' },
      ]}
      prices={<AlbumPrices album={item} />}
    />
  );
}

/** Every size and page count the album comes in, with the catalog's price for each. */
function AlbumPrices({ album }: { album: PublicAlbum }) {
  const pages = pageCountsOf(album);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="learn-prices-title">
      <table className="price-table" data-testid="price-table">
        <caption className="visually-hidden">Prices of the {album.albumName} by size and number of pages</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            {pages.map((n) => (
              <th key={n} scope="col">
                {n} pages
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizesOf(album).map((size) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              {pages.map((n) => {
                const option = findAlbumOption(album, size, n);
                return <td key={n}>{option ? formatCents(option.price) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
