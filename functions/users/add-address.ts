/**
 * PUT /user/{userId}: adds a shipping address (once: the same address again changes nothing), up
 * to MAX_ADDRESSES; the cap is also the write's condition, so adds racing cannot pass it.
 */
import { MAX_ADDRESSES, sameAddress } from '../../shared/address';
import { messages } from '../../shared/messages';
import { withCurrentCart } from '../cart/lib/current-prices';
import { addShippingAddress, getUser } from '../data/users';
import { NotFound, ValidationFailed } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/users';

const full = () => new ValidationFailed(messages.addressesFull(MAX_ADDRESSES), { shippingAddress: messages.addressesFull(MAX_ADDRESSES) });

export const handler = staffRoute(contracts.addAddress).handler(async ({ body, params }) => {
  const user = await getUser(params.userId, { consistent: true });
  if (!user) throw new NotFound('There is no account for this user yet.');
  if (user.shippingAddress.some((a) => sameAddress(a, body.shippingAddress))) return withCurrentCart(user);
  if (user.shippingAddress.length >= MAX_ADDRESSES) throw full();
  const added = await addShippingAddress(params.userId, body.shippingAddress);
  // The condition failed: another add filled the list meanwhile (or the record is gone).
  if (!added) throw (await getUser(params.userId, { consistent: true })) ? full() : new NotFound('There is no account for this user yet.');
  return withCurrentCart(added);
});
