import { formatRupees } from '../../../../domain/money.ts';
import type { FinanceAnswer } from '../../../../domain/schemas/finance.ts';

// The Finance page's figures: what each is called and what it counts, in the order shown.

export type FinanceFigure = { label: string; value: string; note: string };

export function financeFigures(answer: FinanceAnswer): FinanceFigure[] {
  const gst95 = answer.gst95ByState.reduce((sum, row) => sum + row.paise, 0);
  return [
    { label: 'Charged', value: formatRupees(answer.chargedPaise), note: 'Payments captured' },
    { label: 'Refunded', value: formatRupees(answer.refundedPaise), note: 'Refunds recorded' },
    {
      label: 'Paid to hosts',
      value: formatRupees(answer.payoutsReleasedPaise),
      note: 'Released, less reversals',
    },
    {
      label: 'Owed to hosts',
      value: formatRupees(answer.payoutsPendingPaise),
      note: 'Not yet paid out at month end',
    },
    { label: 'Commission', value: formatRupees(answer.commissionPaise), note: 'Before its 18% GST' },
    { label: 'GST under 9(5)', value: formatRupees(gst95), note: 'Owed by Basera' },
    { label: 'TCS', value: formatRupees(answer.tcsPaise), note: 'GST section 52' },
    { label: 'TDS', value: formatRupees(answer.tdsPaise), note: 'Income-tax 194-O' },
  ];
}

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}
