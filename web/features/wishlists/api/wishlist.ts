import { useQuery } from '@tanstack/react-query';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { getJson } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';

export const WISHLIST_QUERY_KEY = ['/api/wishlist'] as const;

/** GET /api/wishlist: the signed-in user's saved listings as home cards, newest saved first. */
export function fetchWishlist() {
  return getJson<PropertyCard[]>('/api/wishlist');
}

/** The server's wishlist; asked only when someone is signed in (a visitor has none). */
export function useWishlist() {
  const { user } = useCurrentUser();
  return useQuery({ queryKey: WISHLIST_QUERY_KEY, queryFn: fetchWishlist, enabled: user !== null });
}
