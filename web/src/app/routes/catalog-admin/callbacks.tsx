/** The callback requests desk: Admin or Employee, others to /login. */
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { CallbacksPage } from '@/features/callbacks-desk';

export default function Page() {
  return (
    <RequireRole access={staffAccess.callbacks}>
      <CallbacksPage />
    </RequireRole>
  );
}
