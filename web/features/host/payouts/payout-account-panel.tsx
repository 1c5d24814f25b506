import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { m } from '#i18n/messages.js';
import type { PayoutAccount } from '../../../../domain/schemas/payout-account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { PayoutAccountFormCard } from './payout-account-form-card.tsx';
import { linkedStatusText } from './payout-account-labels.ts';

function NoAccount() {
  return (
    <EmptyState icon={Landmark} title={m.host_no_payout_account()} text={m.host_no_payout_account_body()} />
  );
}

function AccountOnFile({ account, onChange }: { account: PayoutAccount; onChange?: () => void }) {
  const status = linkedStatusText(account.linkedAccount.status);
  return (
    <section
      aria-labelledby="payout-account-title"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-text">
            <Landmark className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="payout-account-title" className="text-lg font-semibold text-fg">
              {account.accountHolderName}
            </h2>
            <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted">
              <div className="flex gap-1.5">
                <dt>{m.host_account()}</dt>
                <dd className="font-medium tracking-wide text-fg tabular-nums">
                  {account.accountNumberMasked}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt>IFSC</dt>
                <dd className="font-medium tracking-wide text-fg">{account.ifsc}</dd>
              </div>
            </dl>
          </div>
        </div>
        <StatusBadge tone={status.tone} label={status.label} />
      </div>
      <p className="mt-4 text-sm text-fg-muted">{status.note}</p>
      {onChange && (
        <Button variant="outline" className="mt-5 w-full sm:w-auto" onClick={onChange}>
          {m.host_change_account()}
        </Button>
      )}
    </section>
  );
}

/** The account on file (or that there is none) and the form to add or change it. */
export function PayoutAccountPanel({ saved }: { saved: PayoutAccount | null }) {
  const [changing, setChanging] = useState(false);
  if (!saved)
    return (
      <div className="space-y-5">
        <NoAccount />
        <PayoutAccountFormCard title={m.host_add_bank_title()} description={m.host_add_bank_description()} />
      </div>
    );
  return (
    <div className="space-y-5">
      <AccountOnFile account={saved} onChange={changing ? undefined : () => setChanging(true)} />
      {changing && (
        <PayoutAccountFormCard
          title={m.host_change_payout_title()}
          description={m.host_change_payout_description()}
          onCancel={() => setChanging(false)}
          onSaved={() => setChanging(false)}
        />
      )}
    </div>
  );
}
