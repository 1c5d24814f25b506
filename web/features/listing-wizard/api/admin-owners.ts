import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerMatch } from '../../../../domain/schemas/admin-owners.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/admin/owners?q=: at most 20 owners whose name or email contains q. */
export function useAdminOwners(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['/api/admin/owners', query],
    queryFn: () => getJson<OwnerMatch[]>(`/api/admin/owners?q=${encodeURIComponent(query)}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
