import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageAnswer } from '../../../../domain/schemas/auth.ts';
import type { changePasswordBody } from '../../../../domain/schemas/profile.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/user/password {currentPassword, newPassword} -> {message}; other sessions are signed out. */
export function changePassword(body: z.input<typeof changePasswordBody>) {
  return sendJson<z.infer<typeof messageAnswer>>('POST', '/api/user/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
