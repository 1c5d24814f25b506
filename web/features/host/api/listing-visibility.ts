import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { ListingSaved } from '../../../../domain/schemas/listings.ts';
import { sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { OWNER_PROPERTIES_KEY } from './owner-properties.ts';
import { OWNER_STATS_KEY } from './owner-stats.ts';

export type Visibility = 'unlist' | 'relist';

/** POST /api/owner/properties/{id}/unlist or /relist: the listing leaves search, or comes back. */
export function setListingVisibility(id: string, action: Visibility) {
  return sendJson<ListingSaved>('POST', `/api/owner/properties/${encodeURIComponent(id)}/${action}`);
}

const done: Record<Visibility, { title: string; description: string }> = {
  unlist: { title: m.host_unlisted_toast(), description: m.host_unlisted_toast_description() },
  relist: { title: m.host_relisted_toast(), description: m.host_relisted_toast_description() },
};

/** Unlist or relist, say so, and load the owner's listings and stats again. */
export function useListingVisibility(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Visibility) => setListingVisibility(id, action),
    onSuccess: (_saved, action) => {
      toast(done[action]);
      void queryClient.invalidateQueries({ queryKey: OWNER_PROPERTIES_KEY });
      void queryClient.invalidateQueries({ queryKey: OWNER_STATS_KEY });
    },
    onError: (error, action) => {
      toast({
        title: action === 'unlist' ? m.host_unlist_failed() : m.host_relist_failed(),
        description: serverMessageOf(error) ?? m.host_try_again(),
        variant: 'destructive',
      });
    },
  });
}
