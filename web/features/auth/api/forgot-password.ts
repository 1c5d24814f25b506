import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBody, messageAnswer } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password {email} -> {message} */
export function forgotPassword(body: z.infer<typeof forgotPasswordBody>) {
  return sendJson<z.infer<typeof messageAnswer>>('POST', '/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
