import { useQuery } from '@tanstack/react-query';
import { AUTH_PROVIDERS_API_URL } from '../../../../domain/first-visit-data.ts';
import type { AuthProviders } from '../../../../domain/schemas/auth.ts';
import { getJson } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/providers -> {google}: whether "Continue with Google" can work on this server. Keyed
 * by its address, where a page the server drew puts the answer it carries (first-screen-answers.ts).
 */
export function useAuthProviders() {
  return useQuery({
    queryKey: [AUTH_PROVIDERS_API_URL],
    queryFn: () => getJson<AuthProviders>(AUTH_PROVIDERS_API_URL),
  });
}
