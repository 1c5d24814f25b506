import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxProfile, TaxProfileRequest } from '../../../../domain/schemas/tax-profile.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

export const TAX_PROFILE_KEY = ['/api/owner/tax-profile'] as const;

/** GET /api/owner/tax-profile: the host's GST registrations, by state (none: not registered). */
export function useTaxProfile() {
  return useQuery({
    queryKey: TAX_PROFILE_KEY,
    queryFn: () => getJson<TaxProfile>('/api/owner/tax-profile'),
  });
}

/** PUT /api/owner/tax-profile: replaces the whole list; the answer is what is now saved. */
export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxProfileRequest) => sendJson<TaxProfile>('PUT', '/api/owner/tax-profile', body),
    onSuccess: (saved) => queryClient.setQueryData(TAX_PROFILE_KEY, saved),
  });
}
