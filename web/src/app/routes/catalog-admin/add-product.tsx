/** The add-product page: Admin only, as the API that adds products (the spec asks no more than signed in). */
import { RequireRole, staffAccess } from '@/lib/auth/require-role';
import { AddItemPage } from '@/features/catalog-admin';

export default function Page() {
  return (
    <RequireRole access={staffAccess.adminProducts}>
      <AddItemPage kind="product" />
    </RequireRole>
  );
}
