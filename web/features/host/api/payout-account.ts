import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountRequest } from '../../../../domain/schemas/payout-account.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

export const PAYOUT_ACCOUNT_KEY = ['/api/owner/payout-account'] as const;

/** GET /api/owner/payout-account: the host's account, its number masked; null before they add one. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: PAYOUT_ACCOUNT_KEY,
    queryFn: () => getJson<PayoutAccount | null>('/api/owner/payout-account'),
  });
}

/** PUT /api/owner/payout-account: adds or changes it (the password every time); answers it masked. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountRequest) =>
      sendJson<PayoutAccount>('PUT', '/api/owner/payout-account', body),
    onSuccess: (saved) => queryClient.setQueryData(PAYOUT_ACCOUNT_KEY, saved),
  });
}
