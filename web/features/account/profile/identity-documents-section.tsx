import { ShieldCheck } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';

/** An owner's PAN and Aadhaar, only ever as the server masks them (ABCPE••••F, XXXX XXXX 1234). */
export function IdentityDocumentsSection({ user }: { user: PublicUser }) {
  if (!user.panNumber && !user.aadharNumber) return null;
  return (
    <section
      aria-labelledby="documents-title"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="documents-title" className="text-lg font-semibold text-fg">
        {m.account_documents_title()}
      </h2>
      <dl className="mt-4 divide-y divide-line">
        {[
          ['PAN', user.panNumber],
          [m.account_documents_aadhaar(), user.aadharNumber],
        ].map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-3 py-3">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="font-mono font-medium tracking-wide text-fg">
              {value ?? m.account_documents_not_provided()}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex gap-2 text-sm text-fg-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        {m.account_documents_note()}
      </p>
    </section>
  );
}
