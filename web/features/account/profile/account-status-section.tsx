import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { SendVerificationButton } from '../components/send-verification-button.tsx';
import { accountStatusOf } from './profile-labels.ts';

/** Account status: email verified (else a new link on request) and profile complete. */
export function AccountStatusSection({ user }: { user: PublicUser }) {
  const status = accountStatusOf(user);
  return (
    <section aria-labelledby="status-title" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 id="status-title" className="text-lg font-semibold text-fg">
        {m.account_status_title()}
      </h2>
      <dl className="mt-4 divide-y divide-line">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
          <dt className="text-sm text-fg-muted">{m.account_status_email_verified()}</dt>
          <dd>
            <StatusBadge tone={status.email.tone} label={status.email.label} />
          </dd>
          {!user.emailVerified && (
            <dd className="w-full">
              <p className="text-sm text-fg-muted">
                <RichText
                  text={m.account_status_mail_link_to({ email: user.email })}
                  tags={{ email: (email) => <span className="break-all">{email}</span> }}
                />
              </p>
              <SendVerificationButton className="mt-2" />
            </dd>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
          <dt className="text-sm text-fg-muted">{m.account_status_profile_active()}</dt>
          <dd>
            <StatusBadge tone={status.profile.tone} label={status.profile.label} />
          </dd>
          {!user.isProfileComplete && user.role === 'customer' && (
            <dd className="w-full text-sm text-fg-muted">{m.account_status_become_host_completes()}</dd>
          )}
        </div>
      </dl>
    </section>
  );
}
