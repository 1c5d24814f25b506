import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageAnswer } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

export const resetTokenCheckKey = (token: string) => ['/api/auth/reset-password/check', token] as const;

/** POST /api/auth/reset-password/check {token} -> {message}; 400 when the link is used or expired. */
export function checkResetToken(token: string) {
  return sendJson<z.infer<typeof messageAnswer>>('POST', '/api/auth/reset-password/check', { token });
}

/** Asked once when the reset page opens (and again after a reset fails); never cached. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    enabled: token !== null,
    queryKey: resetTokenCheckKey(token ?? ''),
    queryFn: () => checkResetToken(token ?? ''),
    retry: false,
    gcTime: 0,
  });
}
