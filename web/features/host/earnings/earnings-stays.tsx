import { Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { EarningsStay } from '../../../../domain/schemas/earnings.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import { formatDate, formatPaise } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import {
  breakdownLines,
  deductionText as minus,
  payoutStatusBadge,
  withheldNote,
} from './earnings-labels.ts';

function StayTitle({ stay }: { stay: EarningsStay }) {
  return (
    <>
      <span className="block font-semibold text-fg">{stay.propertyTitle}</span>
      <span className="block text-sm text-fg-muted">
        {formatStayRange({ checkIn: stay.checkInDate, checkOut: stay.checkOutDate })}
      </span>
    </>
  );
}

function Badge({ stay }: { stay: EarningsStay }) {
  const { label, tone } = payoutStatusBadge(stay.status);
  return <StatusBadge tone={tone} label={label} />;
}

/** Phones: a card per stay, its breakdown as a list from gross to net. */
function StayCard({ stay }: { stay: EarningsStay }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" aria-label={stay.propertyTitle}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <StayTitle stay={stay} />
        </div>
        <Badge stay={stay} />
      </div>
      <dl className="mt-3 space-y-1.5 text-sm">
        {breakdownLines(stay).map((line) => (
          <div key={line.label} className="flex justify-between gap-3">
            <dt className="text-fg-muted">{line.label}</dt>
            <dd className="text-fg tabular-nums">
              {line.deducted ? minus(line.paise) : formatPaise(line.paise)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-line pt-2 font-semibold">
          <dt className="text-fg">{m.host_net()}</dt>
          <dd className="text-fg tabular-nums">{formatPaise(stay.netPaise)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-xs text-fg-muted">
          <dt>{m.host_payout_date()}</dt>
          <dd>{formatDate(stay.releaseAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';
const num = 'px-3 py-3 text-right tabular-nums whitespace-nowrap';

/** Wider screens: one row per stay. GST passed gets its column only when some stay has it. */
function StaysTable({ stays }: { stays: EarningsStay[] }) {
  const gstColumn = stays.some((stay) => stay.gstPassedPaise > 0);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-sm">
        <caption className="sr-only">{m.host_stays_caption()}</caption>
        <thead className="border-b border-line bg-muted/50">
          <tr>
            <th scope="col" className={th}>
              {m.host_column_stay()}
            </th>
            <th scope="col" className={th}>
              {m.host_column_status()}
            </th>
            <th scope="col" className={th}>
              {m.host_payout_date()}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {m.host_gross()}
            </th>
            {gstColumn && (
              <th scope="col" className={`${th} text-right`}>
                {m.host_column_gst_passed()}
              </th>
            )}
            <th scope="col" className={`${th} text-right`}>
              {m.host_column_commission_gst()}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {m.host_taxes_withheld()}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {m.host_net()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {stays.map((stay) => (
            <tr key={stay.payoutId}>
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <StayTitle stay={stay} />
              </th>
              <td className="px-3 py-3">
                <Badge stay={stay} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-fg-muted">{formatDate(stay.releaseAt)}</td>
              <td className={num}>{formatPaise(stay.grossPaise)}</td>
              {gstColumn && <td className={num}>{formatPaise(stay.gstPassedPaise)}</td>}
              <td className={num}>{minus(stay.commissionPaise + stay.commissionGstPaise)}</td>
              <td className={num} title={withheldNote(stay)}>
                {minus(stay.tdsPaise + stay.tcsPaise)}
              </td>
              <td className={`${num} font-semibold text-fg`}>{formatPaise(stay.netPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The year's stays: cards on phones, a table from 768 px. */
export function EarningsStays({ stays }: { stays: EarningsStay[] }) {
  if (stays.length === 0)
    return (
      <EmptyState
        icon={Wallet}
        title={m.host_earnings_empty_title()}
        text={m.host_earnings_empty_text()}
        action={
          <Link href={paths.reservations} className={buttonClasses('outline')}>
            {m.host_earnings_see_reservations()}
          </Link>
        }
      />
    );
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {stays.map((stay) => (
          <StayCard key={stay.payoutId} stay={stay} />
        ))}
      </ul>
      <div className="hidden md:block">
        <StaysTable stays={stays} />
      </div>
    </>
  );
}
