/** PUT /user/{userId}: adds a shipping address (once: the same address again changes nothing). */
import { sameAddress } from '../../shared/address';
import { withCurrentCart } from '../cart/current-prices';
import { addShippingAddress, getUser } from '../data/users';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { userRoutes } from '../../shared/api/users';

export const handler = route(userRoutes.addAddress).handler(async ({ body, params }) => {
  const user = await getUser(params.userId, { consistent: true });
  if (!user) throw new NotFound('There is no account for this user yet.');
  if (user.shippingAddress.some((a) => sameAddress(a, body.shippingAddress))) return withCurrentCart(user);
  return withCurrentCart((await addShippingAddress(params.userId, body.shippingAddress)) ?? user);
});
