/** `/sale/pre-launch-special` and `/sale/capture-memories`: promotion pages with the 30% Off Sale banner. */
import { Link } from 'react-router';
import { useAlbums, CatalogSection, albumsForSale } from '@/features/catalog';
import { captureMemoriesSale, preLaunchSale, promotionBanner, type Promotion } from '@/features/content';
import { heroImage } from '@/features/home';
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
          <p className="sale-banner" data-testid="sale-banner">
            {promotionBanner}
          </p>
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
        eyebrow={promotionBanner}
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
