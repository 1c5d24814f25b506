import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOf, statusOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { SendVerificationButton } from '../components/send-verification-button.tsx';

export const VERIFICATION_LINK_INVALID = 'This verification link is invalid or has expired.';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        {icon}
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** /verify-email?token=…, the link of the verification mail: checked once as the page opens. */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const check = useVerifyEmail(token || null);
  const { user, isLoading } = useCurrentUser();

  if (token && check.isPending)
    return (
      <Panel
        icon={<Spinner className="mx-auto size-10 text-brand-text" label={null} />}
        title="Verifying your email"
      >
        <p role="status" className="mt-2 text-fg-muted">
          Checking your link...
        </p>
      </Panel>
    );

  if (check.isSuccess)
    return (
      <Panel
        icon={<CircleCheck className="mx-auto size-12 text-brand-text" aria-hidden="true" />}
        title="Email verified"
      >
        <p role="status" className="mt-2 text-fg">
          {check.data.message}
        </p>
        <Link href={paths.profile} className={buttonClasses('primary', 'md', 'mt-8')}>
          Go to your profile
        </Link>
      </Panel>
    );

  // Anything but the server's "invalid or expired" (too many tries, no connection) may be retried.
  if (token && check.isError && statusOf(check.error) !== 400)
    return (
      <Panel
        icon={<CircleAlert className="mx-auto size-12 text-danger-text" aria-hidden="true" />}
        title="We couldn't check your link"
      >
        <p role="alert" className="mt-2 text-fg-muted">
          {serverMessageOf(check.error) ?? 'Check your connection and try again.'}
          <RetryButton onRetry={() => check.refetch()} />
        </p>
      </Panel>
    );

  return (
    <Panel
      icon={<CircleAlert className="mx-auto size-12 text-danger-text" aria-hidden="true" />}
      title="Link not valid"
    >
      <p role="alert" className="mt-2 text-fg">
        {(check.isError && serverMessageOf(check.error)) || VERIFICATION_LINK_INVALID}
      </p>
      <p className="mt-4 text-sm text-fg-muted">Links work once and expire after 24 hours.</p>
      <div className="mt-8 flex flex-col items-center gap-3">
        {isLoading ? null : user?.emailVerified ? (
          <Link href={paths.profile} className={buttonClasses('primary', 'md')}>
            Your email is verified: go to your profile
          </Link>
        ) : user ? (
          <SendVerificationButton label="Send a new link" />
        ) : (
          <Link href={signInPathFor(paths.auth, paths.profile)} className={buttonClasses('primary', 'md')}>
            Sign in to get a new link
          </Link>
        )}
      </div>
    </Panel>
  );
}
