import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { EarningsAnswer } from '../../../../domain/schemas/earnings.ts';
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

/** The three figures: upcoming, on hold, paid out (the year's nets by where they stand). */
export function EarningsFigures({ earnings }: { earnings: EarningsAnswer }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Figure label="Upcoming" paise={earnings.upcomingPaise}>
        Paid a day after each guest checks in.
      </Figure>
      <Figure label="On hold" paise={earnings.onHoldPaise}>
        {earnings.onHoldPaise > 0 ? (
          <>
            Waiting for your{' '}
            <Link href={paths.ownerPayoutAccount} className="font-semibold text-brand-text hover:underline">
              payout account
            </Link>
            .
          </>
        ) : (
          'Nothing is waiting for your account.'
        )}
      </Figure>
      <Figure label="Paid out" paise={earnings.paidOutPaise}>
        {earnings.inTransitPaise > 0
          ? `${formatPaise(earnings.inTransitPaise)} of it on its way to your bank.`
          : 'Sent to your bank account.'}
      </Figure>
    </dl>
  );
}

/** The year's totals, gross to net. */
export function EarningsTotals({ totals }: { totals: EarningsAnswer['totals'] }) {
  const rows: [string, number, boolean][] = [
    ['Gross (nights and cleaning)', totals.grossPaise, false],
    ['GST passed to you', totals.gstPassedPaise, false],
    ["Basera's commission", totals.commissionPaise, true],
    ['GST on commission (18%)', totals.commissionGstPaise, true],
    ['TDS withheld (section 194-O)', totals.tdsPaise, true],
    ['TCS withheld (GST, section 52)', totals.tcsPaise, true],
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
        <dt className="text-fg">Net for the year</dt>
        <dd className="text-fg tabular-nums">{formatPaise(totals.netPaise)}</dd>
      </div>
    </dl>
  );
}
