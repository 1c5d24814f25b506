import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginBody, userEnvelope } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/login {email, password} -> {user} */
export function login(body: LoginBody) {
  return sendJson<z.infer<typeof userEnvelope>>('POST', '/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
