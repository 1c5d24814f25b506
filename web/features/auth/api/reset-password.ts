import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageAnswer, resetPasswordBody } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password {token, password} -> {message} */
export function resetPassword(body: z.infer<typeof resetPasswordBody>) {
  return sendJson<z.infer<typeof messageAnswer>>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
