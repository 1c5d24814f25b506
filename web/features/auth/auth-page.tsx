import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { standingErrorMessage } from '../../../domain/rules/user-standing.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { serverMessageOf, statusOf } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { NEXT_PARAM, returnPathFrom } from '../../lib/return-path.ts';
import { toast } from '../../lib/toast.ts';
import { useResetTokenCheck } from './api/check-reset-token.ts';
import { AuthMarketing } from './components/auth-marketing.tsx';
import type { AuthMode } from './components/auth-mode.ts';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { GoogleSignIn } from './components/google-button.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { ResetLinkInvalid } from './components/reset-link-invalid.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';

/** Who may hold an account (terms of service): adults only. */
const MINIMUM_AGE = 18;

const headings: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: m.auth_login_title(), subtitle: m.auth_login_subtitle() },
  register: { title: m.auth_register_title(), subtitle: m.auth_register_subtitle({ age: MINIMUM_AGE }) },
  forgot: { title: m.auth_forgot_title(), subtitle: m.auth_forgot_subtitle() },
  reset: { title: m.auth_reset_title(), subtitle: m.auth_reset_subtitle() },
};

const invalidResetHeading = {
  title: m.auth_reset_invalid_title(),
  subtitle: m.auth_reset_invalid_subtitle(),
};

const googleErrors: Record<string, string> = {
  google_not_configured: m.auth_google_not_configured(),
  google_failed: m.auth_google_failed(),
};

export function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const errorCode = params.get('error');
  const errorUntil = params.get('until');
  const nextParam = params.get(NEXT_PARAM);
  const [mode, setMode] = useState<AuthMode>(token ? 'reset' : 'login');
  const reportedError = useRef<string | null>(null);
  // Where signing in (or registering) leads: the page the visitor was sent away from, if any.
  const returnTo = returnPathFrom(search, paths.home);
  // A reset link is checked as soon as the page opens, not only when the new password is sent.
  const resetCheck = useResetTokenCheck(mode === 'reset' ? token : null);
  const resetLinkInvalid = mode === 'reset' && statusOf(resetCheck.error) === 400;

  // Google sign-in sends the browser back here with ?error=<code> when it fails.
  useEffect(() => {
    if (!errorCode || reportedError.current === errorCode) return;
    reportedError.current = errorCode;
    toast({
      title: m.auth_google_failed_title(),
      description:
        standingErrorMessage(errorCode, errorUntil) ??
        googleErrors[errorCode] ??
        m.auth_google_failed_fallback(),
      variant: 'destructive',
    });
    navigate(nextParam ? `${paths.auth}?${new URLSearchParams({ [NEXT_PARAM]: nextParam })}` : paths.auth, {
      replace: true,
    });
  }, [errorCode, errorUntil, nextParam, navigate]);

  const changeMode = (next: AuthMode) => {
    if (token && next !== 'reset') navigate(paths.auth, { replace: true });
    setMode(next);
  };

  const { title, subtitle } = resetLinkInvalid ? invalidResetHeading : headings[mode];
  const showGoogle = mode === 'login' || mode === 'register';

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-start lg:gap-12 lg:py-16">
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-fg-muted">{subtitle}</p>
        <div className="mt-6">
          {mode === 'login' && <LoginForm returnTo={returnTo} onMode={changeMode} />}
          {mode === 'register' && <RegisterForm returnTo={returnTo} onMode={changeMode} />}
          {mode === 'forgot' && <ForgotPasswordForm onMode={changeMode} />}
          {mode === 'reset' &&
            token &&
            (resetCheck.isPending ? (
              <p role="status" className="flex items-center gap-3 text-sm text-fg-muted">
                <Spinner label={null} />
                {m.auth_reset_checking()}
              </p>
            ) : resetLinkInvalid ? (
              <ResetLinkInvalid message={serverMessageOf(resetCheck.error)} onMode={changeMode} />
            ) : (
              <ResetPasswordForm token={token} onMode={changeMode} />
            ))}
        </div>
        {showGoogle && <GoogleSignIn returnTo={returnTo} />}
      </section>
      <AuthMarketing />
    </div>
  );
}
