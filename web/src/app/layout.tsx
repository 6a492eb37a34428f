/** Every page's frame: the navbar with the catalog menus and the cart count, the page, the footer. */
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import type { CatalogItem } from '@shared/catalog';
import { nameOf } from '@shared/catalog-rules';
import { Footer } from '@/components/ui/footer';
import type { NavItem, NavMenuProps } from '@/components/ui/nav-menu';
import { Navbar } from '@/components/ui/navbar';
// The count alone: the barrel would bring the whole cart (its API calls and add-on rules) into every first load.
import { useCartCount } from '@/features/cart';
import { useAlbums, useProducts, learnPathOf, navbarPictureOf, orderPathOf, albumsForSale, wallArtForSale } from '@/features/catalog';
import './layout.css';

export function AppLayout() {
  const albums = useAlbums();
  const products = useProducts();
  const cartCount = useCartCount();
  const navigation = useNavigation();

  const menus: NavMenuProps[] = [
    menuOf('Albums', albums.data && albumsForSale(albums.data), albums.error),
    menuOf('Wall Art', products.data && wallArtForSale(products.data), products.error),
  ];

  return (
    <>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Navbar menus={menus} cartCount={cartCount} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* A new page opens at its top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </>
  );
}

function menuOf(label: string, items: readonly CatalogItem[] | undefined, error: Error | null): NavMenuProps {
  if (!items) return { label, items: [], status: error ? 'Our collection could not be loaded.' : 'Loading…' };
  return { label, items: items.map(navItemOf) };
}

const navItemOf = (item: CatalogItem): NavItem => ({
  name: nameOf(item),
  learnHref: learnPathOf(item),
  orderHref: orderPathOf(item),
  imageUrl: navbarPictureOf(item),
});
