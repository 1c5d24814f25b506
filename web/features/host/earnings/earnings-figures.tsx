import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { EarningsAnswer } from '../../../../domain/schemas/earnings.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatPaise } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { deductionText } from './earnings-labels.ts';

function Figure({ label, paise, children }: { label: string; paise: number; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold tracking-tight text-fg tabular-nums">
          {formatPaise(paise)}
        </span>
        <span className="mt-1 block text-sm text-fg-muted">{children}</span>
      </dd>
    </div>
  );
}

/** "payout account", linked to its page, inside a sentence. */
export const payoutAccountLink = (words: string) => (
  <Link href={paths.ownerPayoutAccount} className="font-semibold text-brand-text hover:underline">
    {words}
  </Link>
);

/** The three figures: upcoming, on hold, paid out (the year's nets by where they stand). */
export function EarningsFigures({ earnings }: { earnings: EarningsAnswer }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Figure label={m.host_earnings_upcoming()} paise={earnings.upcomingPaise}>
        {m.host_earnings_upcoming_note()}
      </Figure>
      <Figure label={m.host_earnings_on_hold()} paise={earnings.onHoldPaise}>
        {earnings.onHoldPaise > 0 ? (
          <RichText text={m.host_earnings_on_hold_note()} tags={{ link: payoutAccountLink }} />
        ) : (
          m.host_earnings_nothing_waiting()
        )}
      </Figure>
      <Figure label={m.host_earnings_paid_out()} paise={earnings.paidOutPaise}>
        {earnings.inTransitPaise > 0
          ? m.host_earnings_in_transit({ amount: formatPaise(earnings.inTransitPaise) })
          : m.host_earnings_sent()}
      </Figure>
    </dl>
  );
}

/** The year's totals, gross to net. */
export function EarningsTotals({ totals }: { totals: EarningsAnswer['totals'] }) {
  const rows: [string, number, boolean][] = [
    [m.host_total_gross(), totals.grossPaise, false],
    [m.host_gst_passed_to_you(), totals.gstPassedPaise, false],
    [m.host_total_commission(), totals.commissionPaise, true],
    [m.host_total_commission_gst(), totals.commissionGstPaise, true],
    [m.host_total_tds(), totals.tdsPaise, true],
    [m.host_total_tcs(), totals.tcsPaise, true],
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-surface text-sm">
      {rows.map(([label, paise, deducted]) => (
        <div key={label} className="flex justify-between gap-3 px-4 py-2.5">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="text-fg tabular-nums">{deducted ? deductionText(paise) : formatPaise(paise)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 px-4 py-3 font-semibold">
        <dt className="text-fg">{m.host_total_net()}</dt>
        <dd className="text-fg tabular-nums">{formatPaise(totals.netPaise)}</dd>
      </div>
    </dl>
  );
}
