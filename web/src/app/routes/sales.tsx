/**
 * `/sale/pre-launch-special` and `/sale/capture-memories`: the studio's sale pages. What they offer is
 * the sale running now, as the studio set it (name, discount, what it applies to, its end), or
 * that none runs; the albums below show their prices struck through while one does.
 */
import { Link } from 'react-router';
import { useAlbums, CatalogSection, albumsForSale } from '@/features/catalog';
import { captureMemoriesSale, preLaunchSale, type Promotion } from '@/features/content';
import { heroImage } from '@/features/home';
import { SaleOffers } from '@/features/promotions';
import { usePageTitle } from '@/lib/site';
import './sales.css';

function SalePage({ promotion }: { promotion: Promotion }) {
  usePageTitle(promotion.title);
  const albums = useAlbums();
  return (
    <>
      <section className="sale-hero" aria-labelledby="sale-title">
        <div className="sale-hero__media">
          <img {...heroImage} alt="" fetchPriority="high" decoding="async" />
        </div>
        <div className="sale-hero__inner container">
          <SaleOffers />
          <p className="eyebrow">{promotion.eyebrow}</p>
          <h1 id="sale-title" className="sale-hero__title">
            {promotion.headline}
          </h1>
          <p className="sale-hero__text">{promotion.text}</p>
          <div className="sale-hero__actions">
            <Link to="/albums/select" className="button button--primary">
              Choose your album
            </Link>
            <Link to="/wall-art" className="button button--quiet">
              Shop wall art
            </Link>
          </div>
        </div>
      </section>
      <CatalogSection
        id="sale-albums"
        eyebrow={promotion.eyebrow}
        title={promotion.collectionTitle}
        intro="Four albums, every one designed for you by our studio."
        items={albums.data && albumsForSale(albums.data)}
        error={albums.error}
        onRetry={albums.refetch}
        expected={4}
      />
    </>
  );
}

export const PreLaunchSalePage = () => <SalePage promotion={preLaunchSale} />;
export const CaptureMemoriesSalePage = () => <SalePage promotion={captureMemoriesSale} />;
