import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { ActivityItem, AdminStats, SystemCheck } from '../../../../domain/schemas/admin.ts';
import { getJson, sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

// The dashboard is asked afresh whenever it opens: it is a view of what is happening now.

export function useAdminStats() {
  return useQuery({
    queryKey: ['/api/admin/stats'],
    queryFn: () => getJson<AdminStats>('/api/admin/stats'),
    staleTime: 0,
  });
}

export function useAdminActivity() {
  return useQuery({
    queryKey: ['/api/admin/activity'],
    queryFn: () => getJson<ActivityItem[]>('/api/admin/activity'),
    staleTime: 0,
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: ['/api/admin/system-status'],
    queryFn: () => getJson<SystemCheck[]>('/api/admin/system-status'),
    staleTime: 0,
  });
}

/** POST /api/admin/dead-jobs/{id}/retry: hands a dead job back to its queue, then reloads the status. */
export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson<undefined>('POST', `/api/admin/dead-jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => toast({ title: m.admin_dead_job_retried() }),
    onError: (error) =>
      toast({
        title: m.admin_dead_job_retry_failed(),
        description: serverMessageOf(error) ?? m.admin_please_try_again(),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/system-status'] }),
  });
}
