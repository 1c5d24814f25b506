import { m } from '#i18n/messages.js';
import type { EarningsStay } from '../../../../domain/schemas/earnings.ts';
import type { PayoutStatus } from '../../../../domain/schemas/payouts.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';
import { formatPaise } from '../../../lib/formatters.ts';

/** How a payout's status reads on the earnings page: green paid, yellow waiting, grey nothing due. */
const STATUS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  on_hold: { label: m.host_payout_upcoming(), tone: 'yellow' },
  awaiting_account: { label: m.host_payout_awaiting_account(), tone: 'yellow' },
  failed: { label: m.host_payout_failed(), tone: 'yellow' },
  released: { label: m.host_payout_released(), tone: 'green' },
  settled: { label: m.host_payout_settled(), tone: 'green' },
  partially_reversed: { label: m.host_payout_partially_reversed(), tone: 'green' },
  reversed: { label: m.host_payout_reversed(), tone: 'grey' },
};

export const payoutStatusBadge = (status: PayoutStatus) => STATUS[status];

/** "2026-27" → "FY 2026-27 (Apr 2026 – Mar 2027)". */
export function financialYearText(label: string): string {
  const first = Number(label.slice(0, 4));
  return m.host_financial_year({ label, first: String(first), last: String(first + 1) });
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
    { label: m.host_gross(), paise: stay.grossPaise, deducted: false },
    ...(stay.gstPassedPaise > 0
      ? [{ label: m.host_gst_passed_to_you(), paise: stay.gstPassedPaise, deducted: false }]
      : []),
    { label: m.host_commission(), paise: stay.commissionPaise, deducted: true },
    { label: m.host_commission_gst(), paise: stay.commissionGstPaise, deducted: true },
    { label: m.host_taxes_withheld(), paise: stay.tdsPaise + stay.tcsPaise, deducted: true },
  ];
}

/** What "Taxes withheld" holds: TDS, and TCS when there is some. */
export const withheldNote = (stay: Pick<EarningsStay, 'tdsPaise' | 'tcsPaise'>) =>
  stay.tcsPaise > 0 ? m.host_withheld_tds_tcs() : m.host_withheld_tds();

/** An amount taken off the payout: "− ₹261"; nothing taken reads "₹0", not "− ₹0". */
export const deductionText = (paise: number) => (paise === 0 ? formatPaise(0) : `− ${formatPaise(paise)}`);
