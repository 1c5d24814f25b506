import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { refreshWishlists, WISHLISTS_QUERY_KEY } from './wishlists.ts';

/** DELETE /api/wishlists/{id}: the list and what is saved in it; its page's cache is dropped. */
export function useDeleteWishlist(id: string) {
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/wishlists/${encodeURIComponent(id)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...WISHLISTS_QUERY_KEY, id], exact: true });
      return refreshWishlists();
    },
  });
}
