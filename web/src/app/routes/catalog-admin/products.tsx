/** The products page: Admin only, others to /login. */
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { ProductsPage } from '@/features/catalog-admin';

export default function Page() {
  return (
    <RequireRole access={staffAccess.adminProducts}>
      <ProductsPage />
    </RequireRole>
  );
}
