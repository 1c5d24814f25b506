import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { AdminPropertyList, AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import type { PropertyStatus } from '../../../../domain/schemas/properties.ts';
import { getJson, sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

const LIST_URL = '/api/admin/properties';
const rowUrl = (id: string) => `${LIST_URL}/${encodeURIComponent(id)}`;

export type PropertyFilter = { status?: PropertyStatus; q?: string };

/** GET /api/admin/properties?status=&q=: the table's rows and the tiles' counts. */
export function useAdminProperties(filter: PropertyFilter) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  const url = params.size ? `${LIST_URL}?${params}` : LIST_URL;
  return useQuery({
    queryKey: [LIST_URL, filter.status ?? null, filter.q?.trim() ?? ''],
    queryFn: () => getJson<AdminPropertyList>(url),
    // Typing in the search keeps the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/properties/{id}: one listing's review state, owner and place. */
export function useAdminProperty(id: string) {
  return useQuery({
    queryKey: [LIST_URL, 'one', id],
    queryFn: () => getJson<AdminPropertyRow>(rowUrl(id)),
    staleTime: 0,
  });
}

export type Review = { action: 'approve' } | { action: 'reject'; reason: string };

const reviewed = {
  approve: {
    title: m.admin_properties_approved_toast(),
    description: m.admin_properties_approved_toast_text(),
  },
  reject: {
    title: m.admin_properties_rejected_toast(),
    description: m.admin_properties_rejected_toast_text(),
  },
};
const failed = { approve: m.admin_properties_approve_failed(), reject: m.admin_properties_reject_failed() };

/**
 * Reloads every admin list and count a review or a deletion changes (the table, tiles, dashboard);
 * not the page of a listing just deleted, which is left at once.
 */
function useReloadAdminLists() {
  const queryClient = useQueryClient();
  return (deletedId?: string) =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [key, kind, id] }) =>
        (key === LIST_URL && !(kind === 'one' && id === deletedId)) ||
        key === '/api/admin/stats' ||
        key === '/api/admin/activity',
    });
}

/** POST …/approve or …/reject { reason }: says how it went, and reloads the lists. */
export function useReviewProperty(id: string) {
  const reload = useReloadAdminLists();
  return useMutation({
    mutationFn: (review: Review) =>
      sendJson<AdminPropertyRow>(
        'POST',
        `${rowUrl(id)}/${review.action}`,
        review.action === 'reject' ? { reason: review.reason } : undefined,
      ),
    onSuccess: (_row, review) => {
      toast(reviewed[review.action]);
      void reload();
    },
    onError: (error, review) => {
      toast({
        title: failed[review.action],
        description: serverMessageOf(error) ?? m.admin_please_try_again(),
        variant: 'destructive',
      });
      void reload();
    },
  });
}

/** DELETE /api/admin/properties/{id}: says how it went, and reloads the lists. */
export function useDeleteProperty(id: string) {
  const reload = useReloadAdminLists();
  return useMutation({
    mutationFn: () => sendJson<undefined>('DELETE', rowUrl(id)),
    onSuccess: () => {
      toast({ title: m.admin_properties_deleted_toast() });
      void reload(id);
    },
    onError: (error) => {
      toast({
        title: m.admin_properties_delete_failed(),
        description: serverMessageOf(error) ?? m.admin_please_try_again(),
        variant: 'destructive',
      });
    },
  });
}
