import { ShieldCheck } from 'lucide-react';
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
        Identity documents
      </h2>
      <dl className="mt-4 divide-y divide-line">
        {[
          ['PAN', user.panNumber],
          ['Aadhaar', user.aadharNumber],
        ].map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-3 py-3">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="font-mono font-medium tracking-wide text-fg">{value ?? 'Not provided'}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex gap-2 text-sm text-fg-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        Shown masked to keep them safe. Contact support to change them.
      </p>
    </section>
  );
}
