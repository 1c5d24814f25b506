import type { EarningsStay } from '../../../../domain/schemas/earnings.ts';
import type { PayoutStatus } from '../../../../domain/schemas/payouts.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';
import { formatPaise } from '../../../lib/formatters.ts';

/** How a payout's status reads on the earnings page: green paid, yellow waiting, grey nothing due. */
const STATUS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  on_hold: { label: 'Upcoming', tone: 'yellow' },
  awaiting_account: { label: 'On hold: add your account', tone: 'yellow' },
  failed: { label: 'On hold: payment failed', tone: 'yellow' },
  released: { label: 'Paid, on its way', tone: 'green' },
  settled: { label: 'Paid', tone: 'green' },
  partially_reversed: { label: 'Paid, part refunded', tone: 'green' },
  reversed: { label: 'Refunded to guest', tone: 'grey' },
};

export const payoutStatusBadge = (status: PayoutStatus) => STATUS[status];

/** "2026-27" → "FY 2026-27 (Apr 2026 – Mar 2027)". */
export function financialYearText(label: string): string {
  const first = Number(label.slice(0, 4));
  return `FY ${label} (Apr ${first} – Mar ${first + 1})`;
}

type Amounts = Pick<
  EarningsStay,
  'grossPaise' | 'gstPassedPaise' | 'commissionPaise' | 'commissionGstPaise' | 'tdsPaise' | 'tcsPaise'
>;

/**
 * A stay's breakdown from gross to net, in the order the money flows; deductions marked so the page
 * writes them with a minus. GST passed only when there is some.
 */
export function breakdownLines(stay: Amounts): { label: string; paise: number; deducted: boolean }[] {
  return [
    { label: 'Gross', paise: stay.grossPaise, deducted: false },
    ...(stay.gstPassedPaise > 0
      ? [{ label: 'GST passed to you', paise: stay.gstPassedPaise, deducted: false }]
      : []),
    { label: 'Commission', paise: stay.commissionPaise, deducted: true },
    { label: 'GST on commission', paise: stay.commissionGstPaise, deducted: true },
    { label: 'Taxes withheld', paise: stay.tdsPaise + stay.tcsPaise, deducted: true },
  ];
}

/** What "Taxes withheld" holds: TDS, and TCS when there is some. */
export const withheldNote = (stay: Pick<EarningsStay, 'tdsPaise' | 'tcsPaise'>) =>
  stay.tcsPaise > 0 ? 'TDS (0.1%) and TCS (0.5%)' : 'TDS (0.1%)';

/** An amount taken off the payout: "− ₹261"; nothing taken reads "₹0", not "− ₹0". */
export const deductionText = (paise: number) => (paise === 0 ? formatPaise(0) : `− ${formatPaise(paise)}`);
