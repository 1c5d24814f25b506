import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDetail,
  AdminUserPage,
  AdminUserRow,
  Sanction,
  SanctionBody,
} from '../../../../domain/schemas/admin-users.ts';
import type { UserRole } from '../../../../domain/schemas/auth.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

/** Every query of the users screen starts with this key: one invalidation reloads the list and the detail. */
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

export type UsersQuery = { q: string; role: UserRole | ''; page: number };

/** The query string of a users page: empty parts left out. */
export function usersQueryString({ q, role, page }: UsersQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/users?q=&role=&page= : one page of users (20), newest joined first. */
export function fetchAdminUsers(query: UsersQuery) {
  return getJson<AdminUserPage>(`/api/admin/users${usersQueryString(query)}`);
}

/** The page keeps showing the last answer while the next one loads (typing in the search box). */
export function useAdminUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'list', query],
    queryFn: () => fetchAdminUsers(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/users/{id}: the user and their sanctions, newest first. */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'detail', id],
    queryFn: () => getJson<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    staleTime: 0,
  });
}

const userUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** PATCH /api/admin/users/{id} { role }; the list and the detail load again after it. */
export function useChangeRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: UserRole) => sendJson<AdminUserRow>('PATCH', userUrl(id), { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/** POST /api/admin/users/{id}/sanctions; the list and the detail load again after it. */
export function useGiveSanction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SanctionBody) => sendJson<Sanction>('POST', `${userUrl(id)}/sanctions`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/** POST /api/admin/users/{id}/reinstatement { reason }: lift a suspension or ban early; both reload. */
export function useReinstate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => sendJson<Sanction>('POST', `${userUrl(id)}/reinstatement`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
