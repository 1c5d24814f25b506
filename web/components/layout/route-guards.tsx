import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { useAdminUser, useCurrentUser } from '../../lib/session.ts';
import { PageSpinner } from '../ui/spinner.tsx';

/** Signed-in pages: anonymous visitors go to /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return <>{children}</>;
}

/** Owner pages: anonymous visitors go to /auth, signed-in non-owners to /become-owner. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  if (user.role !== 'owner') return <Redirect to={paths.becomeOwner} replace />;
  return <>{children}</>;
}

/** Admin pages: anyone without an admin identity goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { admin, isLoading } = useAdminUser();
  if (isLoading) return <PageSpinner />;
  if (!admin) return <Redirect to={paths.adminLogin} replace />;
  return <>{children}</>;
}

/** /auth: an already signed-in visitor goes to /. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}
