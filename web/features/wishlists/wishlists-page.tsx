import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export function WishlistsPage() {
  return <PlaceholderPage title="Wishlists" />;
}
