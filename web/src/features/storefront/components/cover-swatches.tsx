/** The covers (albums) or finishes (products) an item comes in, grouped by type, each with its swatch. */
import type { CatalogItem } from '@shared/catalog';
import { coverTypesOf, isAlbum } from '@shared/catalog-rules';
import './cover-swatches.css';

export function CoverSwatches({ item }: { item: CatalogItem }) {
  const types = coverTypesOf(item);
  // One type (Finish) names the section; several (Leather, Linen, Velvet) each get a heading.
  const title = isAlbum(item) ? 'Covers' : types.length === 1 ? `${types[0]} options` : 'Options';
  return (
    <section className="swatches" aria-labelledby="swatches-title">
      <h2 id="swatches-title">{title}</h2>
      <div className="swatches__groups">
        {types.map((type) => (
          <div key={type} className="swatches__group">
            {types.length > 1 && <h3 className="swatches__type">{type}</h3>}
            <ul className="swatches__list">
              {item.coverOptions
                .filter((c) => c.coverType === type)
                .map((cover) => (
                  <li key={cover._id} className="swatch">
                    {/* Decorative: the name under it says what the swatch shows. */}
                    <img src={cover.url} alt="" width={240} height={240} loading="lazy" decoding="async" />
                    <span className="swatch__name">{cover.coverName}</span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
