import { useMutation } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password {email} -> {message} */
export function forgotPassword(body: { email: string }) {
  return sendJson<{ message: string }>('POST', '/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
