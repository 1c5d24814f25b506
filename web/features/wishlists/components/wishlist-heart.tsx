import { Heart } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { cn } from '../../../lib/class-names.ts';
import { useWishlistToggle } from '../use-wishlist-toggle.ts';

/**
 * The wishlist heart on a property card: filled when the server's wishlist holds the listing,
 * disabled while that is loading or a change is pending. The card places it; the router hands it
 * to the home page (decision 17), and the wishlist page uses it to remove.
 */
export function WishlistHeart({ property }: { property: Pick<PropertyCard, 'id' | 'title'> }) {
  const { saved, busy, toggle } = useWishlistToggle(property);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={
        saved
          ? m.wishlists_heart_remove({ title: property.title })
          : m.wishlists_heart_save({ title: property.title })
      }
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-sm hover:bg-white disabled:opacity-60"
    >
      <Heart className={cn('size-5', saved && 'fill-red-600 text-red-600')} aria-hidden="true" />
    </button>
  );
}
