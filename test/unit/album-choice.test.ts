/**
 * The album order page's choice, as the page applies it: where it opens, what
 * a new size does to the pages, and what the choice costs once resolved from the catalog.
 */
import { albumSelectionOf, changeAlbumChoice, initialAlbumChoice } from '../../shared/album-choice';
import { resolveCartItem } from '../../shared/cart';
import { findAlbumOption, maxDesignImages, pagesFor } from '../../shared/catalog';
import { albumFixture } from '../support/fixtures';

const withoutSixByNine = () => {
  const album = albumFixture();
  album.albumOptions = album.albumOptions.filter((o) => o.size !== '6x9');
  return album;
};
const priceOf = (album: ReturnType<typeof albumFixture>, choice: ReturnType<typeof initialAlbumChoice>) =>
  resolveCartItem(album, albumSelectionOf(album, choice), 'line').price;

describe('the album order page’s choice', () => {
  it('opens on 6x9 when the album offers it, at its fewest pages, with the first cover, one album and no lay-flat', () => {
    const album = albumFixture();
    const choice = initialAlbumChoice(album);
    expect(choice).toEqual({ size: '6x9', pages: 20, coverType: 'Linen', coverName: 'Sand', layFlatUpgrade: false, quantity: 1 });
    expect(priceOf(album, choice)).toBe(findAlbumOption(album, '6x9', 20)!.price);
  });

  it('opens on the first size the catalog lists when there is no 6x9', () => {
    expect(initialAlbumChoice(withoutSixByNine())).toMatchObject({ size: '8x8', pages: 20 });
  });

  it('brings the new size’s page counts when the size changes, at the fewest, keeping the cover', () => {
    const album = albumFixture();
    const most = Math.max(...pagesFor(album, '8x8'));
    const onEightByEight = changeAlbumChoice(album, changeAlbumChoice(album, initialAlbumChoice(album), { size: '8x8' }), { pages: most });
    expect(onEightByEight).toMatchObject({ size: '8x8', pages: 30 });

    const back = changeAlbumChoice(album, onEightByEight, { size: '6x9' });
    expect(back).toMatchObject({ size: '6x9', pages: pagesFor(album, '6x9')[0], coverName: 'Sand' });
    expect(priceOf(album, back)).toBe(findAlbumOption(album, '6x9', 20)!.price);
  });

  it('allows two photos per page for the design', () => {
    expect(maxDesignImages(20)).toBe(40);
    expect(maxDesignImages(30)).toBe(60);
  });

  it('takes a cover, the lay-flat upgrade and a quantity as chosen, and prices the lay-flat on top', () => {
    const album = albumFixture();
    const photo = album.coverOptions[1]!;
    let choice = changeAlbumChoice(album, initialAlbumChoice(album), { cover: photo });
    choice = changeAlbumChoice(album, choice, { layFlatUpgrade: true });
    choice = changeAlbumChoice(album, choice, { quantity: 3 });
    expect(choice).toMatchObject({ coverType: 'Photo Cover', coverName: 'Your photo', layFlatUpgrade: true, quantity: 3 });
    expect(albumSelectionOf(album, choice)).toEqual({ kind: 'album', albumName: 'Press Book', ...choice });
    expect(priceOf(album, choice)).toBe(findAlbumOption(album, '6x9', 20)!.price + album.layFlatUpgradePrice!);
  });
});
