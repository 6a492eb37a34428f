/** One album on the albums overview: its picture beside its name, price, sizes, page counts and links. */
import { Link } from 'react-router';
import type { PublicAlbum } from '@shared/catalog';
import { fromPrice, sizesOf } from '@shared/catalog-rules';
import { cardPictureOf, learnPathOf, orderPathOf } from '@/features/catalog';
import { FromPrice } from '@/features/promotions';
import './catalog-facts.css';
import './album-row.css';

export const pageCountsOf = (album: PublicAlbum): number[] => [...new Set(album.albumOptions.map((o) => o.pages))].sort((a, b) => a - b);

/** `20, 30 or 40` */
export const orList = (items: readonly (string | number)[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export function AlbumRow({ album }: { album: PublicAlbum }) {
  const picture = cardPictureOf(album);
  const price = fromPrice(album);
  const name = album.albumName;
  return (
    <article className="album-row" data-testid="album-row" data-name={name}>
      <div className="album-row__media">{picture && <img src={picture.url} alt={picture.alt} width={1200} height={900} loading="lazy" decoding="async" />}</div>
      <div className="album-row__body">
        <h2 className="album-row__name">{name}</h2>
        <p className="album-row__tagline">{album.tagline}</p>
        {price !== undefined && (
          <p className="album-row__price" data-testid="from-price">
            <FromPrice item={album} />
          </p>
        )}
        <dl className="album-row__facts">
          <div>
            <dt>Sizes</dt>
            <dd>{orList(sizesOf(album))}</dd>
          </div>
          <div>
            <dt>Pages</dt>
            <dd>{orList(pageCountsOf(album))}</dd>
          </div>
          <div>
            <dt>Design</dt>
            <dd>Included</dd>
          </div>
        </dl>
        <div className="album-row__actions">
          <Link to={orderPathOf(album)} className="button button--primary">
            Order<span className="visually-hidden"> the {name}</span>
          </Link>
          <Link to={learnPathOf(album)} className="text-link">
            Learn more<span className="visually-hidden"> about the {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
