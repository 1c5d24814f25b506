import { useQuery } from '@tanstack/react-query';
import type { OwnerStats } from '../../../../domain/schemas/listings.ts';
import { getJson } from '../../../lib/api-client.ts';

export const OWNER_STATS_KEY = ['/api/owner/stats'] as const;

/** GET /api/owner/stats: listings by status, upcoming reservations, pending requests, this month's earnings. */
export function fetchOwnerStats() {
  return getJson<OwnerStats>('/api/owner/stats');
}

export function useOwnerStats() {
  return useQuery({ queryKey: OWNER_STATS_KEY, queryFn: fetchOwnerStats, staleTime: 0 });
}
