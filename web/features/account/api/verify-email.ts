import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageAnswer } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_QUERY_KEY } from '../../../lib/session.ts';

/** POST /api/auth/verify-email {token} -> {message}; 400 when the link is used, expired or unknown. */
export async function verifyEmail(token: string) {
  const answer = await sendJson<z.infer<typeof messageAnswer>>('POST', '/api/auth/verify-email', { token });
  // A signed-in user's account now says verified.
  await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  return answer;
}

/**
 * Sent once when the link's page opens: a query (never retried, never refetched) rather than an
 * effect, so a second render or a remount reads the answer instead of spending the token again.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    enabled: token !== null,
    queryKey: ['/api/auth/verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
