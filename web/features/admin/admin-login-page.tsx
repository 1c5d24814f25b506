import { ShieldCheck } from 'lucide-react';
import { Link, Redirect, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { adminLoginBody } from '../../../domain/schemas/auth.ts';
import { ThemeToggle } from '../../components/layout/theme-toggle.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { returnPathFrom } from '../../lib/return-path.ts';
import { ADMIN_USER_QUERY_KEY, setAdminUser, useAdminUser } from '../../lib/session.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useAdminLogin } from './api/admin-login.ts';

/** After signing in: the admin page that sent the visitor here (`?next=`), else the dashboard. */
function adminReturnPath(search: string): string {
  const next = returnPathFrom(search, paths.admin);
  return next === paths.admin || next.startsWith(`${paths.admin}/`) ? next : paths.admin;
}

/** /admin/login: an admin already signed in goes straight on to the admin area. */
export function AdminLoginPage() {
  const { admin, isLoading } = useAdminUser();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (admin) return <Redirect to={adminReturnPath(search)} replace />;
  return <AdminLoginForm returnTo={adminReturnPath(search)} />;
}

function AdminLoginForm({ returnTo }: { returnTo: string }) {
  const form = useZodForm(adminLoginBody, { email: '', password: '' });
  const login = useAdminLogin();
  const onSubmit = form.handleSubmit(
    useFormSubmit(login, {
      success: { title: m.admin_login_success() },
      onSuccess: async ({ user }) => {
        setAdminUser(user);
        await queryClient.invalidateQueries({ queryKey: ADMIN_USER_QUERY_KEY });
      },
      navigateTo: returnTo,
      failure: { title: m.admin_login_failed(), fallback: m.admin_login_failed() },
    }),
  );

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <div className="flex justify-end p-3">
        <ThemeToggle />
      </div>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <section
          aria-labelledby="admin-login-title"
          className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand text-brand-fg">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 id="admin-login-title" className="mt-4 text-2xl font-bold tracking-tight text-fg">
            {m.admin_login_title()}
          </h1>
          <p className="mt-1 text-sm text-fg-muted">{m.admin_login_subtitle()}</p>
          <form ref={form.formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <TextField
              label={m.admin_login_email()}
              type="email"
              autoComplete="username"
              {...form.field('email')}
            />
            <PasswordField
              label={m.admin_login_password()}
              autoComplete="current-password"
              {...form.field('password')}
            />
            <Button type="submit" className="w-full" pending={login.isPending}>
              {login.isPending ? m.admin_login_signing_in() : m.admin_login_submit()}
            </Button>
          </form>
          <p className="mt-6 text-sm text-fg-muted">{m.admin_login_help()}</p>
          <p className="mt-4 text-sm">
            <Link
              href={paths.home}
              className="inline-flex min-h-11 items-center font-medium text-brand-text hover:underline"
            >
              {m.admin_login_back_home()}
            </Link>
          </p>
        </section>
      </main>
    </div>
  );
}
