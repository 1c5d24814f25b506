import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminLoginBody, userEnvelope } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/admin/login {email, password} -> {user} */
export function adminLogin(body: z.infer<typeof adminLoginBody>) {
  return sendJson<z.infer<typeof userEnvelope>>('POST', '/api/admin/login', body);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
