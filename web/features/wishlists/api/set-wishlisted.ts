import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWishlists } from './wishlists.ts';

/** POST /api/wishlist/{id} (add) or DELETE /api/wishlist/{id} (remove); then /api/wishlist is refreshed. */
export function setWishlisted({ propertyId, saved }: { propertyId: string; saved: boolean }) {
  return apiRequest(saved ? 'POST' : 'DELETE', `/api/wishlist/${encodeURIComponent(propertyId)}`);
}

/**
 * The change stays pending until the refreshed list has arrived, so a heart never shows the old
 * state between the server's answer and the new list.
 */
export function useSetWishlisted() {
  return useMutation({
    mutationFn: setWishlisted,
    onSuccess: refreshWishlists,
  });
}
