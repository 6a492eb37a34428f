/**
 * GET /admin/dashboard: the studio dashboard for Admin and Employee: orders and revenue per week,
 * orders in each status, time in each status, late work, the editors' queue, orders awaiting
 * photos and new callback requests, all from the figures the shop's events keep.
 */
import * as contracts from '../../shared/api/dashboard';
import { staffRoute } from '../kit/staff-route';
import { readDashboard } from './lib/read-dashboard';

export const handler = staffRoute(contracts.getDashboard).handler(() => readDashboard(new Date()));
