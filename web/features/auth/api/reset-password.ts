import { useMutation } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password {token, password} -> {message} */
export function resetPassword(body: { token: string; password: string }) {
  return sendJson<{ message: string }>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
