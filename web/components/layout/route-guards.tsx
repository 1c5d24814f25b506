import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { returnPathFrom, signInPathFor } from '../../lib/return-path.ts';
import { useAdminUser, useCurrentUser } from '../../lib/session.ts';
import { PageSpinner } from '../ui/spinner.tsx';

/** The page being guarded, with its query: where signing in brings the visitor back. */
function useHere(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

/** Signed-in pages: anonymous visitors go to /auth?next=<this page>. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const here = useHere();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={signInPathFor(paths.auth, here)} replace />;
  return <>{children}</>;
}

/** Owner pages: anonymous visitors go to /auth?next=<this page>, signed-in non-owners to /become-owner. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const here = useHere();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={signInPathFor(paths.auth, here)} replace />;
  if (user.role !== 'owner') return <Redirect to={paths.becomeOwner} replace />;
  return <>{children}</>;
}

/** Admin pages: anyone without an admin identity goes to /admin/login?next=<this page>. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { admin, isLoading } = useAdminUser();
  const here = useHere();
  if (isLoading) return <PageSpinner />;
  if (!admin) return <Redirect to={signInPathFor(paths.adminLogin, here)} replace />;
  return <>{children}</>;
}

/** /auth: an already signed-in visitor goes where `next` says (a safe path on this site), else to /. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to={returnPathFrom(search, paths.home)} replace />;
  return <>{children}</>;
}
