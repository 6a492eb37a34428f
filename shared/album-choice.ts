/**
 * What the shopper has chosen on an album's order page: it opens on the
 * catalog's default selection, and a new size brings that size's page counts, at the fewest.
 * Pure rules, so they are unit-tested here rather than through the page.
 */
import type { CartSelection } from './cart';
import type { PublicAlbum as Album, CoverOption } from './catalog';
import { defaultAlbumSelection, pagesFor } from './catalog-rules';

export interface AlbumChoice {
  size: string;
  pages: number;
  coverType: string;
  coverName: string;
  layFlatUpgrade: boolean;
  quantity: number;
}

export type AlbumChoiceChange = { size: string } | { pages: number } | { cover: CoverOption } | { layFlatUpgrade: boolean } | { quantity: number };

export function initialAlbumChoice(album: Album): AlbumChoice {
  const { size, pages, cover } = defaultAlbumSelection(album);
  return {
    size,
    pages,
    coverType: cover?.coverType ?? '',
    coverName: cover?.coverName ?? '',
    layFlatUpgrade: false,
    quantity: 1,
  };
}

export function changeAlbumChoice(album: Album, choice: AlbumChoice, change: AlbumChoiceChange): AlbumChoice {
  if ('size' in change) return { ...choice, size: change.size, pages: pagesFor(album, change.size)[0] ?? 0 };
  if ('cover' in change) return { ...choice, coverType: change.cover.coverType, coverName: change.cover.coverName };
  return { ...choice, ...change };
}

export const albumSelectionOf = (album: Album, choice: AlbumChoice): CartSelection => ({
  kind: 'album',
  albumName: album.albumName,
  ...choice,
});
