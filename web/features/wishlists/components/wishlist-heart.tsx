import { Heart } from 'lucide-react';
import { useRef } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { cn } from '../../../lib/class-names.ts';
import { useWishlistToggle } from '../use-wishlist-toggle.ts';
import { LazyWishlistChooser } from './lazy-wishlist-chooser.tsx';

/**
 * The wishlist heart on a property card: filled when any of the traveller's lists holds the listing,
 * disabled while that is loading or a change is pending. Off, it opens the chooser of lists; on, it
 * removes the stay from every list (decision 115). The router hands it to the home page (decision 17).
 */
export function WishlistHeart({ property }: { property: Pick<PropertyCard, 'id' | 'title'> }) {
  const { saved, busy, toggle, chooser } = useWishlistToggle(property);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={saved}
        aria-haspopup={saved ? undefined : 'dialog'}
        aria-label={
          saved
            ? m.wishlists_heart_remove({ title: property.title })
            : m.wishlists_heart_save({ title: property.title })
        }
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-sm hover:bg-white disabled:opacity-60"
      >
        <Heart className={cn('size-5', saved && 'fill-red-600 text-red-600')} aria-hidden="true" />
      </button>
      <LazyWishlistChooser property={property} control={chooser} opener={opener} />
    </>
  );
}
