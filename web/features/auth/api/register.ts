import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterBody, userEnvelope } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/auth/register {firstName, lastName, email, password} -> 201 {user} */
export function register(body: RegisterBody) {
  return sendJson<z.infer<typeof userEnvelope>>('POST', '/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
