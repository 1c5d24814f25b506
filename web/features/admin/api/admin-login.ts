import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/admin/login {email, password} -> {user} */
export function adminLogin(body: { email: string; password: string }) {
  return sendJson<{ user: PublicUser }>('POST', '/api/admin/login', body);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
