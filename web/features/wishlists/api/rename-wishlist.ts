import { useMutation } from '@tanstack/react-query';
import type { WishlistSummary } from '../../../../domain/schemas/wishlists.ts';
import { sendJson } from '../../../lib/api-client.ts';
import { refreshWishlists } from './wishlists.ts';

/** PATCH /api/wishlists/{id}: a new name for one of the user's lists. */
export function useRenameWishlist(id: string) {
  return useMutation({
    mutationFn: (name: string) =>
      sendJson<WishlistSummary>('PATCH', `/api/wishlists/${encodeURIComponent(id)}`, { name }),
    onSuccess: refreshWishlists,
  });
}
