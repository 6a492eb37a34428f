/** `/admin/outstanding-orders`: Admin and Employee; everybody else to /login. */
import { OutstandingBoard } from '@/features/staff-orders';
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { usePageTitle } from '@/lib/site';

export default function OutstandingOrdersRoute() {
  usePageTitle('Outstanding orders');
  return (
    <RequireRole access={staffAccess.outstandingOrders}>
      <OutstandingBoard />
    </RequireRole>
  );
}
