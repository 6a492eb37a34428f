/** `/albums/select`: pick the album type, each with its From price, then go on to its order page. */
import { Link } from 'react-router';
import { fromPrice, sizesOf } from '@shared/catalog-rules';
import { PageHeader } from '@/components/ui/page-header';
import { useAlbums, cardPictureOf, learnPathOf, orderPathOf, albumsByPrice } from '@/features/catalog';
import { FromPrice } from '@/features/promotions';
import { orList, pageCountsOf, CatalogError, CatalogLoading } from '@/features/storefront';
import { usePageTitle } from '@/lib/site';
import '@/features/storefront/components/catalog-facts.css';
import './albums.css';

export default function AlbumSelectRoute() {
  usePageTitle('Choose your album');
  const albums = useAlbums();
  return (
    <>
      <PageHeader eyebrow="Start your album" title="Choose your album">
        <p>Pick the album that suits your story. You choose its cover and size next, and design is always included.</p>
      </PageHeader>
      {albums.data && (
        <ol className="album-choices container" aria-label="Album types">
          {albumsByPrice(albums.data).map((album) => {
            const picture = cardPictureOf(album);
            const price = fromPrice(album);
            const name = album.albumName;
            return (
              <li key={album._id} className="album-choice raised-card" data-testid="album-choice" data-name={name}>
                <div className="album-choice__media">
                  {picture && <img src={picture.url} alt={picture.alt} width={1200} height={900} loading="lazy" decoding="async" />}
                </div>
                <div className="album-choice__body">
                  <h2 className="album-choice__name">{name}</h2>
                  {price !== undefined && (
                    <p className="album-choice__price" data-testid="from-price">
                      <FromPrice item={album} />
                    </p>
                  )}
                  <p className="album-choice__tagline">{album.tagline}</p>
                  <p className="album-choice__facts">
                    {orList(sizesOf(album))} · {orList(pageCountsOf(album))} pages
                  </p>
                  <Link to={orderPathOf(album)} className="button button--primary album-choice__choose">
                    {`Choose ${name}`}
                  </Link>
                  <Link to={learnPathOf(album)} className="text-link">
                    Learn more<span className="visually-hidden"> about the {name}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {albums.isPending && <CatalogLoading what="our albums" />}
      {albums.error && <CatalogError what="our albums" error={albums.error} onRetry={albums.refetch} />}
    </>
  );
}
