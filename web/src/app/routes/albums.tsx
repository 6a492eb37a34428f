/** `/albums`: every album at a glance. All of them start with professional design included. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useAlbums, albumsForSale } from '@/features/catalog';
import { AlbumRow, pageCountsOf, CatalogError, CatalogLoading } from '@/features/storefront';
import { usePageTitle } from '@/lib/site';
import './albums.css';

export default function AlbumsRoute() {
  usePageTitle('Albums');
  const albums = useAlbums();
  const fewestPages = albums.data && Math.min(...albums.data.flatMap(pageCountsOf));
  return (
    <>
      <PageHeader eyebrow="Heirloom albums" title="Our albums">
        <p>
          Four albums, one promise: every one starts
          {fewestPages !== undefined && <> at {fewestPages} pages</>} with professional design included. Choose the feel you love; we lay out every page for
          you.
        </p>
      </PageHeader>
      {albums.data && (
        <div className="album-rows container">
          {albumsForSale(albums.data).map((album) => (
            <AlbumRow key={album._id} album={album} />
          ))}
        </div>
      )}
      {albums.isPending && <CatalogLoading what="our albums" />}
      {albums.error && <CatalogError what="our albums" error={albums.error} onRetry={albums.refetch} />}
      <section className="cta-band" aria-labelledby="albums-next-title">
        <div className="container cta-band__inner">
          <div>
            <h2 id="albums-next-title">Not sure which to choose?</h2>
            <p>Compare them side by side, or see how extra pages and editing work.</p>
          </div>
          <div className="cta-band__actions">
            <Link to="/albums/select" className="button button--primary">
              Compare albums
            </Link>
            <Link to="/albums/add-editing" className="button button--quiet">
              Pages &amp; editing
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
