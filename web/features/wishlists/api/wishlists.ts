import { useQuery } from '@tanstack/react-query';
import type { WishlistSummary } from '../../../../domain/schemas/wishlists.ts';
import { getJson } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { WISHLIST_QUERY_KEY } from './wishlist.ts';

export const WISHLISTS_QUERY_KEY = ['/api/wishlists'] as const;

/** GET /api/wishlists: the signed-in user's named lists, last used first. */
export function useWishlists() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: WISHLISTS_QUERY_KEY,
    queryFn: ({ signal }) => getJson<WishlistSummary[]>('/api/wishlists', signal),
    enabled: user !== null,
  });
}

/** After any change: the lists, each list's page and the hearts (GET /api/wishlist) are asked again. */
export function refreshWishlists() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: WISHLISTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  ]);
}
