/** `/account/security`: the signed-in person's authenticator app (set it up, or see that it is on). */
import { roles } from '@shared/roles';
import { SecurityPage } from '@/features/security';
import { RequireRole } from '@/lib/auth/require-role';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';

export default function AccountSecurityRoute() {
  usePageTitle('Security');
  return (
    // Every role, staff without an app included: this is where they set one up.
    <RequireRole access={{ roles, otherwise: '/login' }}>
      <Security />
    </RequireRole>
  );
}

function Security() {
  const { user } = useSession();
  return user ? <SecurityPage user={user} /> : null;
}
