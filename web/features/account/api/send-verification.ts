import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageAnswer } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_QUERY_KEY } from '../../../lib/session.ts';

/** POST /api/auth/verify-email/send -> {message}: a new link to the signed-in user's address. */
export function sendVerificationLink() {
  return sendJson<z.infer<typeof messageAnswer>>('POST', '/api/auth/verify-email/send');
}

export function useSendVerificationLink() {
  return useMutation({
    mutationFn: sendVerificationLink,
    // The answer may be that the address is verified already: show the account as it is now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
