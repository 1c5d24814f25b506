import { Heart } from 'lucide-react';
import { useRef } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useWishlistToggle } from '../use-wishlist-toggle.ts';
import { LazyWishlistChooser } from './lazy-wishlist-chooser.tsx';

/**
 * The property page header's Save button: the same lists as the hearts (the spec's local-only toggle
 * now saves on the server; Save opens the chooser of lists), labelled Save or Saved. The router
 * composes it into the page.
 */
export function WishlistSaveButton({ property }: { property: { id: string; title: string } }) {
  const { saved, busy, toggle, chooser } = useWishlistToggle(property);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="sm"
        onClick={toggle}
        disabled={busy}
        aria-pressed={saved}
        aria-haspopup={saved ? undefined : 'dialog'}
      >
        <Heart className={cn('size-4', saved && 'fill-red-600 text-red-600')} aria-hidden="true" />
        {saved ? m.wishlists_button_saved() : m.wishlists_button_save()}
      </Button>
      <LazyWishlistChooser property={property} control={chooser} opener={opener} />
    </>
  );
}
