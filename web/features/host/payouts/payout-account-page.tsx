import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePayoutAccount } from '../api/payout-account.ts';
import { PayoutAccountPanel } from './payout-account-panel.tsx';

function PayoutAccountSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4 rounded-2xl border border-line bg-surface p-6">
      <span className="sr-only" role="status">
        {m.host_payout_loading()}
      </span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

/** /owner/payout-account (issue 25 §1): where the host's payouts are paid, added or changed here. */
export function PayoutAccountPage() {
  const account = usePayoutAccount();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.host_payout_account()}</h1>
      <p className="mt-1 mb-8 text-fg-muted">
        {m.host_payout_intro()}{' '}
        <Link href={paths.ownerEarnings} className="font-semibold text-brand-text hover:underline">
          {m.host_see_earnings()}
        </Link>
      </p>
      {account.isPending ? (
        <PayoutAccountSkeleton />
      ) : account.isError ? (
        <LoadError
          message={m.host_load_error_your_payout_account()}
          retrying={account.isFetching}
          onRetry={() => account.refetch()}
        />
      ) : (
        <PayoutAccountPanel saved={account.data} />
      )}
    </section>
  );
}
