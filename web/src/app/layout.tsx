/** Every page's frame: the navbar with the catalog menus and the cart count, the page, the footer. */
import { Outlet, useNavigation } from 'react-router-dom';
import { nameOf, type CatalogItem } from '@shared/catalog';
import { Footer } from '@/components/ui/footer';
import type { NavItem, NavMenuProps } from '@/components/ui/nav-menu';
import { Navbar } from '@/components/ui/navbar';
import { useCartBadgeCount } from '@/components/ui/use-cart-badge-count';
import { useAlbums } from '@/features/catalog/api/get-albums';
import { useProducts } from '@/features/catalog/api/get-products';
import { learnPathOf, navbarPictureOf, orderPathOf } from '@/features/catalog/links';
import { albumsForSale, wallArtForSale } from '@/features/catalog/storefront';
import './layout.css';

export function AppLayout() {
  const albums = useAlbums();
  const products = useProducts();
  const cartCount = useCartBadgeCount();
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
    </>
  );
}

function menuOf(label: string, items: readonly CatalogItem[] | undefined, error: Error | undefined): NavMenuProps {
  if (!items) return { label, items: [], status: error ? 'Our collection could not be loaded.' : 'Loading…' };
  return { label, items: items.map(navItemOf) };
}

const navItemOf = (item: CatalogItem): NavItem => ({
  name: nameOf(item),
  learnHref: learnPathOf(item),
  orderHref: orderPathOf(item),
  imageUrl: navbarPictureOf(item),
});
