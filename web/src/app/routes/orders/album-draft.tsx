/** `/:userId/:orderId/draft/:lineId`: the draft of an album line, for the signed-in customer whose order it is. */
import { useParams } from 'react-router';
import { roles } from '@shared/roles';
import { AlbumDraftPage } from '@/features/album-draft';
import { RequireRole } from '@/lib/auth/require-role';
import { usePageTitle } from '@/lib/site';

export default function AlbumDraftRoute() {
  usePageTitle('Your album draft');
  const { userId = '', orderId = '', lineId = '' } = useParams();
  return (
    <RequireRole access={{ roles, otherwise: '/login' }}>
      <AlbumDraftPage userId={userId} orderId={orderId} lineId={lineId} />
    </RequireRole>
  );
}
