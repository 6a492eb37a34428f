/** `/wall-art`: every wall-art product on sale with its From price, and what is coming soon. */
import { nameOf } from '@shared/catalog-rules';
import { ComingSoonBox } from '@/components/ui/coming-soon-box';
import { PageHeader } from '@/components/ui/page-header';
import { useProducts, CatalogSection, cardPictureOf, comingSoon, wallArtForSale, withoutComingSoon } from '@/features/catalog';
import { facts } from '@/features/content';
import { usePageTitle } from '@/lib/site';
import './wall-art.css';

export default function WallArtRoute() {
  usePageTitle('Wall art');
  const products = useProducts();
  const soon = products.data ? comingSoon(products.data) : [];
  return (
    <>
      <PageHeader eyebrow="For your walls" title="Wall art">
        <p>
          Your favourite frame, printed large on metal, acrylic, canvas or fine art paper and ready to hang. Edge Prints are made and on their way in{' '}
          {facts.delivery.edgePrints}.
        </p>
      </PageHeader>
      <CatalogSection
        id="wall-art"
        eyebrow="The collection"
        title="Choose your piece"
        intro="Every piece is printed to order from your own photograph."
        items={products.data && wallArtForSale(products.data)}
        error={products.error}
        onRetry={products.refetch}
        expected={4}
      />
      {soon.length > 0 && (
        <section className="coming-soon-section container" aria-labelledby="coming-soon-title">
          <header className="section-header">
            <p className="eyebrow">In the studio</p>
            <h2 id="coming-soon-title">Coming soon</h2>
          </header>
          <div className="coming-soon-grid">
            {soon.map((product) => {
              const picture = cardPictureOf(product);
              return (
                picture && (
                  <ComingSoonBox key={product._id} imageUrl={picture.url} alt={picture.alt} name={nameOf(product)}>
                    <p>{withoutComingSoon(product.description)}</p>
                  </ComingSoonBox>
                )
              );
            })}
          </div>
        </section>
      )}
    </>
  );
}
