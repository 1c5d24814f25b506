import { Heart } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetInWishlist } from '../api/set-in-wishlist.ts';
import { changedToast, failureOf } from '../wishlist-toggle.ts';

/**
 * The filled heart on a card in one list: takes the stay out of this list only (it stays in the
 * traveller's other lists), with the spec's "Removed from wishlist" toast.
 */
export function RemoveFromListButton({
  list,
  property,
}: {
  list: { id: string; name: string };
  property: Pick<PropertyCard, 'id' | 'title'>;
}) {
  const change = useSetInWishlist();
  const remove = () =>
    change.mutate(
      { wishlistId: list.id, propertyId: property.id, saved: false },
      {
        onSuccess: () => toast(changedToast(property.title, false)),
        onError: (error) => toast(failureOf(error).toast),
      },
    );
  return (
    <button
      type="button"
      onClick={remove}
      disabled={change.isPending}
      aria-label={m.wishlists_list_remove({ title: property.title, name: list.name })}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-sm hover:bg-white disabled:opacity-60"
    >
      <Heart className="size-5 fill-red-600 text-red-600" aria-hidden="true" />
    </button>
  );
}
