import { useQuery } from '@tanstack/react-query';
import type { WishlistDetail } from '../../../../domain/schemas/wishlists.ts';
import { getJson } from '../../../lib/api-client.ts';
import { WISHLISTS_QUERY_KEY } from './wishlists.ts';

/** GET /api/wishlists/{id}: one list with its stays as home cards, newest saved first. */
export function useWishlistDetail(id: string) {
  return useQuery({
    queryKey: [...WISHLISTS_QUERY_KEY, id],
    queryFn: ({ signal }) => getJson<WishlistDetail>(`/api/wishlists/${encodeURIComponent(id)}`, signal),
  });
}
