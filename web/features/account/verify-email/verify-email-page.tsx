import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOf, statusOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { SendVerificationButton } from '../components/send-verification-button.tsx';

export const VERIFICATION_LINK_INVALID = m.account_verify_link_invalid();

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
        title={m.account_verify_checking_title()}
      >
        <p role="status" className="mt-2 text-fg-muted">
          {m.account_verify_checking()}
        </p>
      </Panel>
    );

  if (check.isSuccess)
    return (
      <Panel
        icon={<CircleCheck className="mx-auto size-12 text-brand-text" aria-hidden="true" />}
        title={m.account_verify_done_title()}
      >
        <p role="status" className="mt-2 text-fg">
          {check.data.message}
        </p>
        <Link href={paths.profile} className={buttonClasses('primary', 'md', 'mt-8')}>
          {m.account_verify_go_to_profile()}
        </Link>
      </Panel>
    );

  // Anything but the server's "invalid or expired" (too many tries, no connection) may be retried.
  if (token && check.isError && statusOf(check.error) !== 400)
    return (
      <Panel
        icon={<CircleAlert className="mx-auto size-12 text-danger-text" aria-hidden="true" />}
        title={m.account_verify_check_failed_title()}
      >
        <p role="alert" className="mt-2 text-fg-muted">
          {serverMessageOf(check.error) ?? m.account_check_connection()}
          <RetryButton onRetry={() => check.refetch()} />
        </p>
      </Panel>
    );

  return (
    <Panel
      icon={<CircleAlert className="mx-auto size-12 text-danger-text" aria-hidden="true" />}
      title={m.account_verify_invalid_title()}
    >
      <p role="alert" className="mt-2 text-fg">
        {(check.isError && serverMessageOf(check.error)) || VERIFICATION_LINK_INVALID}
      </p>
      <p className="mt-4 text-sm text-fg-muted">{m.account_verify_links_expire({ hours: 24 })}</p>
      <div className="mt-8 flex flex-col items-center gap-3">
        {isLoading ? null : user?.emailVerified ? (
          <Link href={paths.profile} className={buttonClasses('primary', 'md')}>
            {m.account_verify_already_verified()}
          </Link>
        ) : user ? (
          <SendVerificationButton label={m.account_verify_send_new_link()} />
        ) : (
          <Link href={signInPathFor(paths.auth, paths.profile)} className={buttonClasses('primary', 'md')}>
            {m.account_verify_sign_in_for_link()}
          </Link>
        )}
      </div>
    </Panel>
  );
}
