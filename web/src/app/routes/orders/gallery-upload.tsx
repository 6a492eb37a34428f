/** `/:userId/:orderId/gallery-upload`: the order gallery, for the signed-in customer. */
import { useParams } from 'react-router';
import { roles } from '@shared/roles';
import { GalleryUpload } from '@/features/uploads';
import { RequireRole } from '@/lib/auth/require-role';
import { usePageTitle } from '@/lib/site';

export default function GalleryUploadRoute() {
  usePageTitle('Order gallery');
  const { userId = '', orderId = '' } = useParams();
  return (
    <RequireRole access={{ roles, otherwise: '/login' }}>
      <section className="container" aria-labelledby="gallery-title">
        <h1 id="gallery-title">Order gallery</h1>
        <GalleryUpload userId={userId} orderId={orderId} />
      </section>
    </RequireRole>
  );
}
