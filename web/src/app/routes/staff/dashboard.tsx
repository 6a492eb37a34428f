/** `/admin`: the studio dashboard, Admin and Employee; everybody else to /login. Its charts load with this page only. */
import { StudioDashboard } from '@/features/studio-dashboard';
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { usePageTitle } from '@/lib/site';

export default function DashboardRoute() {
  usePageTitle('Studio dashboard');
  return (
    <RequireRole access={staffAccess.dashboard}>
      <StudioDashboard />
    </RequireRole>
  );
}
