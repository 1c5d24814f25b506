import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWishlists } from './wishlists.ts';

type Change = { wishlistId: string; propertyId: string; saved: boolean };

/** POST (save) or DELETE (remove) /api/wishlists/{id}/properties/{propertyId}; pending until the lists are fresh. */
export function useSetInWishlist() {
  return useMutation({
    mutationFn: ({ wishlistId, propertyId, saved }: Change) =>
      apiRequest(
        saved ? 'POST' : 'DELETE',
        `/api/wishlists/${encodeURIComponent(wishlistId)}/properties/${encodeURIComponent(propertyId)}`,
      ),
    onSuccess: refreshWishlists,
  });
}
