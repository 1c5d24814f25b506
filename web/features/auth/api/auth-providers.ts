import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../../domain/schemas/auth.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/auth/providers -> {google}: whether "Continue with Google" can work on this server. */
export function fetchAuthProviders() {
  return getJson<AuthProviders>('/api/auth/providers');
}

export function useAuthProviders() {
  return useQuery({ queryKey: ['/api/auth/providers'], queryFn: fetchAuthProviders });
}
