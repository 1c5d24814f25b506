import { useMutation } from '@tanstack/react-query';
import type { CreateWishlistRequest, WishlistSummary } from '../../../../domain/schemas/wishlists.ts';
import { sendJson } from '../../../lib/api-client.ts';
import { refreshWishlists } from './wishlists.ts';

/** POST /api/wishlists: a new named list, with the stay `propertyId` saved into it when given. */
export function useCreateWishlist() {
  return useMutation({
    mutationFn: (input: CreateWishlistRequest) => sendJson<WishlistSummary>('POST', '/api/wishlists', input),
    onSuccess: refreshWishlists,
  });
}
