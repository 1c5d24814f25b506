import { useQuery } from '@tanstack/react-query';
import type { DraftRecord } from '../../../../domain/schemas/listings.ts';
import { getJson, statusOf } from '../../../lib/api-client.ts';

/** GET /api/property-drafts/current: the listing in progress, or null (404) when there is none. */
export async function fetchCurrentDraft(): Promise<DraftRecord | null> {
  try {
    return await getJson<DraftRecord>('/api/property-drafts/current');
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Asked afresh each time the dashboard opens: the wizard saves the draft as the owner goes. */
export function useCurrentDraft() {
  return useQuery({
    queryKey: ['/api/owner', 'current-draft'],
    queryFn: fetchCurrentDraft,
    staleTime: 0,
  });
}
