import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** POST /api/wishlist/{id} (add) or DELETE /api/wishlist/{id} (remove); then /api/wishlist is refreshed. */
export function setWishlisted({ propertyId, saved }: { propertyId: string; saved: boolean }) {
  return apiRequest(saved ? 'POST' : 'DELETE', `/api/wishlist/${encodeURIComponent(propertyId)}`);
}

export function useSetWishlisted() {
  return useMutation({
    mutationFn: setWishlisted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/wishlist'] }),
  });
}
