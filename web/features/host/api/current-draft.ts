import { useQuery } from '@tanstack/react-query';
import type { DraftRecord } from '../../../../domain/schemas/listings.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/property-drafts/current: the listing in progress, or null (200) when there is none. */
export const fetchCurrentDraft = () => getJson<DraftRecord | null>('/api/property-drafts/current');

/** Asked afresh each time the dashboard opens: the wizard saves the draft as the owner goes. */
export function useCurrentDraft() {
  return useQuery({
    queryKey: ['/api/owner', 'current-draft'],
    queryFn: fetchCurrentDraft,
    staleTime: 0,
  });
}
