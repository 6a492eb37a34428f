/** GET /user/{userId}: the user record with role, cart (at today's prices) and addresses, for its owner or staff. */
import { withCurrentCart } from '../cart/current-prices';
import { getUser } from '../data/users';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/users';

export const handler = route(contracts.getUser).handler(async ({ params }) => {
  const user = await getUser(params.userId, { consistent: true });
  if (!user) throw new NotFound('There is no account for this user yet.');
  return withCurrentCart(user);
});
