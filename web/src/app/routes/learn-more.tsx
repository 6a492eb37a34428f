/** `/learn-more`: how an order goes, the albums side by side (from the catalog), and what to expect. */
import { Link } from 'react-router';
import { coverTypesOf, fromPrice, sizesOf } from '@shared/catalog-rules';
import { formatCents } from '@shared/money';
import { PageHeader } from '@/components/ui/page-header';
import { useAlbums, learnPathOf, albumsForSale } from '@/features/catalog';
import { facts, site } from '@/features/content';
import { HowItWorks } from '@/features/home';
import { orList, pageCountsOf, CatalogError, CatalogLoading } from '@/features/storefront';
import { usePageTitle } from '@/lib/site';
import '@/components/ui/content-sections.css';
import '@/components/ui/tables.css';

export default function LearnMoreRoute() {
  usePageTitle('Learn more');
  const albums = useAlbums();
  return (
    <>
      <PageHeader eyebrow="Learn more" title="Everything you need to know, before you begin">
        <p>
          How an order goes, how our albums compare, and how long it all takes. Anything else, our <Link to="/f-a-q">FAQ</Link> answers.
        </p>
      </PageHeader>

      <HowItWorks title="Three steps to your album" />

      <section className="content-section container" aria-labelledby="compare-title">
        <header className="section-header">
          <p className="eyebrow">Side by side</p>
          <h2 id="compare-title">Compare our albums</h2>
        </header>
        {albums.data && (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="compare-title">
            <table className="compare-table" data-testid="compare-table">
              <thead>
                <tr>
                  <th scope="col">Album</th>
                  <th scope="col">Sizes</th>
                  <th scope="col">Pages</th>
                  <th scope="col">Covers</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {albumsForSale(albums.data).map((album) => {
                  const price = fromPrice(album);
                  return (
                    <tr key={album._id}>
                      <th scope="row">
                        <Link to={learnPathOf(album)}>{album.albumName}</Link>
                      </th>
                      <td>{orList(sizesOf(album))}</td>
                      <td>{orList(pageCountsOf(album))}</td>
                      <td>{orList(coverTypesOf(album))}</td>
                      <td>{price !== undefined ? formatCents(price) : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {albums.isPending && <CatalogLoading what="our albums" />}
        {albums.error && <CatalogError what="our albums" error={albums.error} onRetry={albums.refetch} />}
      </section>

      <section className="content-section content-section--paper" aria-labelledby="expect-title">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">What to expect</p>
            <h2 id="expect-title">Good to know</h2>
          </header>
          <ul className="reasons">
            <li className="reasons__item">
              <h3>Design included</h3>
              <p>Our designers lay out every page and send you a proof. Extra rounds of changes are an Album Revision.</p>
            </li>
            <li className="reasons__item">
              <h3>Delivery</h3>
              <p>
                Albums in {facts.delivery.albums}; Edge Prints in {facts.delivery.edgePrints}. Shipping is always free.
              </p>
            </li>
            <li className="reasons__item">
              <h3>Changed your mind?</h3>
              <p>
                Cancel within {facts.cancellation.window} of purchase. <Link to="/cancellation-policy">How it works</Link>
              </p>
            </li>
            <li className="reasons__item">
              <h3>Talk to us</h3>
              <p>Ask for a callback on our home page. Studio hours are {site.hours}.</p>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
