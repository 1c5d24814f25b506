import { Heart } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useWishlistToggle } from '../use-wishlist-toggle.ts';

/**
 * The property page header's Save button: the same wishlist as the hearts (the spec's local-only
 * toggle now saves on the server), labelled Save or Saved. The router composes it into the page.
 */
export function WishlistSaveButton({ property }: { property: { id: string; title: string } }) {
  const { saved, busy, toggle } = useWishlistToggle(property);
  return (
    <Button variant="ghost" size="sm" onClick={toggle} disabled={busy} aria-pressed={saved}>
      <Heart className={cn('size-4', saved && 'fill-red-600 text-red-600')} aria-hidden="true" />
      {saved ? m.wishlists_button_saved() : m.wishlists_button_save()}
    </Button>
  );
}
