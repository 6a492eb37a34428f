/** GET /admin/promotions: every promotion with its code and version, latest ending first, for the staff console. */
import { listAllPromotions } from '../data/promotions';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/promotions';

export const handler = staffRoute(contracts.listPromotions).handler(async () => ({ promotions: await listAllPromotions() }));
