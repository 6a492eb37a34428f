/** GET /user/{userId}: the user record with role, cart (at today's prices) and addresses, for its owner or staff. */
import { withCurrentCart } from '../cart/lib/current-prices';
import { getUser } from '../data/users';
import { NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/users';

export const handler = staffRoute(contracts.getUser).handler(async ({ params }) => {
  const user = await getUser(params.userId, { consistent: true });
  if (!user) throw new NotFound('There is no account for this user yet.');
  return withCurrentCart(user);
});
