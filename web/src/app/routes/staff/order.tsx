/** `/admin/:orderId`: the staff order page (staff only; the status change is Admin and Employee). */
import { useParams } from 'react-router';
import { StaffOrderPage } from '@/features/staff-orders';
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';

export default function StaffOrderRoute() {
  usePageTitle('Order');
  const { orderId = '' } = useParams();
  const session = useSession();
  return (
    <RequireRole access={staffAccess.orderDetail}>
      <StaffOrderPage orderId={orderId} role={session.user?.role} />
    </RequireRole>
  );
}
