import { useMutation } from '@tanstack/react-query';
import type { PublicUser, RegisterBody } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/register {firstName, lastName, email, password} -> 201 {user} */
export function register(body: RegisterBody) {
  return sendJson<{ user: PublicUser }>('POST', '/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
