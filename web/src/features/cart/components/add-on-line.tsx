/**
 * What an add-on line of the cart says about itself (shared/add-ons.ts): what was bought and for
 * which album ("Album Revision × 2 for Lux 10x10 (LA-10423)"), and a warning when its album has
 * left the cart, since the order would then be refused.
 */
import { addOnAlbumLabel, addOnMessages, addOnSelectionOf, addOnTitle, type AddOnCartItem } from '@shared/add-ons';
import { cartAlbumFor, type CartItem } from '@shared/cart';
import { Fact } from './fact';

export const addOnLineName = (line: AddOnCartItem): string => (line.kind === 'albumRevision' ? `${line.productName} × ${line.revisions}` : 'Album add-ons');

export function AddOnFacts({ line, cart }: { line: AddOnCartItem; cart: readonly CartItem[] }) {
  const selection = addOnSelectionOf(line);
  const missing = line.forAlbum.in === 'cart' && !cartAlbumFor(cart, selection);
  return (
    <>
      <Fact term="For" value={addOnAlbumLabel(line.album)} testId="cart-line-for" />
      {line.kind === 'albumAddOns' && <Fact term="Add-ons" value={addOnTitle(line)} testId="cart-line-add-ons" />}
      {missing && (
        <div className="cart-line__fact cart-line__warning">
          <dt>Note</dt>
          <dd role="alert">{addOnMessages.albumNotInCart(line.kind === 'albumRevision' ? line.productName : 'add-on')}</dd>
        </div>
      )}
    </>
  );
}
