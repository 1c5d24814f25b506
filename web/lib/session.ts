import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { SESSION_API_URL } from '../../domain/first-visit-data.ts';
import type { PublicUser, SessionAnswer } from '../../domain/schemas/auth.ts';
import { apiRequest, getJson, getJsonOrNullOn401, statusOf } from './api-client.ts';
import { paths } from './paths.ts';
import { queryClient } from './query-client.ts';
import { toast } from './toast.ts';

/**
 * The signed-in identities, shared by the router guards, the header and the feature pages.
 * A 401 means nobody is signed in; any other failure is logged and also treated as signed out.
 */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;
export const ADMIN_USER_QUERY_KEY = ['/api/admin/user'] as const;

const FIVE_MINUTES = 5 * 60 * 1000;

async function fetchUser(): Promise<PublicUser | null> {
  try {
    // /api/auth/session answers nobody with 200 (a signed-out visit logs no failed request).
    return (await getJson<SessionAnswer>(SESSION_API_URL)).user;
  } catch (error) {
    console.error('Failed to fetch user', error);
    return null;
  }
}

async function fetchAdminUser(): Promise<PublicUser | null> {
  try {
    return await getJsonOrNullOn401<PublicUser>('/api/admin/user');
  } catch (error) {
    console.error('Failed to fetch admin user', error);
    return null;
  }
}

/** Asks who is signed in ahead of the first render (web/first-screen-ready.ts). */
export function prefetchCurrentUser(): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: FIVE_MINUTES });
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: FIVE_MINUTES });
  return { user: query.data ?? null, isLoading: query.isPending };
}

export function useAdminUser() {
  const query = useQuery({
    queryKey: ADMIN_USER_QUERY_KEY,
    queryFn: fetchAdminUser,
    staleTime: FIVE_MINUTES,
  });
  const user = query.data ?? null;
  return { admin: user && user.role === 'admin' ? user : null, isLoading: query.isPending };
}

/** Store a user returned by login or registration as the current user. */
export function setCurrentUser(user: PublicUser | null): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

export function setAdminUser(user: PublicUser | null): void {
  queryClient.setQueryData(ADMIN_USER_QUERY_KEY, user);
}

/** Log out (POST: the spec's GET is refused cross-site): clear every cached query, go to /auth, say so. */
export function useLogout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      setCurrentUser(null);
      navigate(paths.auth);
      toast({ title: m.shell_logged_out_title(), description: m.shell_logged_out_description() });
    },
    onError: () => {
      toast({ title: m.shell_logout_failed(), variant: 'destructive' });
    },
  });
}

/** Admin logout (POST /api/admin/logout), then the admin login screen. */
export function useAdminLogout() {
  const [, navigate] = useLocation();
  const signedOut = () => {
    queryClient.clear();
    setAdminUser(null);
    navigate(paths.adminLogin);
  };
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSuccess: () => signedOut(),
    onError: (error) => {
      // 401: the admin session had already ended (expired, or signed out in another tab).
      if (statusOf(error) === 401) return signedOut();
      toast({ title: m.shell_logout_failed(), variant: 'destructive' });
    },
  });
}
