import { useQuery } from '@tanstack/react-query';
import type { ActivityItem, AdminStats, SystemCheck } from '../../../../domain/schemas/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

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
