import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageAnswer, resetPasswordBody } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password {token, password} -> {message} */
export function resetPassword(body: z.infer<typeof resetPasswordBody>) {
  return sendJson<z.infer<typeof messageAnswer>>('POST', '/api/auth/reset-password', body);
}

/** `onError` runs besides the form's failure toast (the page asks again whether the link is good). */
export function useResetPassword({ onError }: { onError?: () => void } = {}) {
  return useMutation({ mutationFn: resetPassword, onError });
}
