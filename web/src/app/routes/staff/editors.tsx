/** `/admin/editors`: the editors' dashboard, Admin and Editors; everybody else goes home. */
import { EditorsDashboard } from '@/features/editors';
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';

export default function EditorsRoute() {
  usePageTitle('Editing');
  const userId = useSession().user?._id;
  return <RequireRole access={staffAccess.editors}>{userId && <EditorsDashboard userId={userId} />}</RequireRole>;
}
