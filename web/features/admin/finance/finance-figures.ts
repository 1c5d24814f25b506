import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../../../../domain/rules/language/languages.ts';
import type { FinanceAnswer } from '../../../../domain/schemas/finance.ts';
import { formatPaise } from '../../../lib/formatters.ts';
import { pageLanguage } from '../../../lib/language.ts';

// The Finance page's figures: what each is called and what it counts, in the order shown.

export type FinanceFigure = { label: string; value: string; note: string };

export function financeFigures(answer: FinanceAnswer): FinanceFigure[] {
  const gst95 = answer.gst95ByState.reduce((sum, row) => sum + row.paise, 0);
  return [
    {
      label: m.admin_finance_charged(),
      value: formatPaise(answer.chargedPaise),
      note: m.admin_finance_charged_note(),
    },
    {
      label: m.admin_finance_refunded(),
      value: formatPaise(answer.refundedPaise),
      note: m.admin_finance_refunded_note(),
    },
    {
      label: m.admin_finance_paid_to_hosts(),
      value: formatPaise(answer.payoutsReleasedPaise),
      note: m.admin_finance_paid_to_hosts_note(),
    },
    {
      label: m.admin_finance_owed_to_hosts(),
      value: formatPaise(answer.payoutsPendingPaise),
      note: m.admin_finance_owed_to_hosts_note(),
    },
    {
      label: m.admin_finance_commission(),
      value: formatPaise(answer.commissionPaise),
      note: m.admin_finance_commission_note(),
    },
    { label: m.admin_finance_gst95(), value: formatPaise(gst95), note: m.admin_finance_gst95_note() },
    { label: 'TCS', value: formatPaise(answer.tcsPaise), note: m.admin_finance_tcs_note() },
    { label: 'TDS', value: formatPaise(answer.tdsPaise), note: m.admin_finance_tds_note() },
  ];
}

/** "November 2026" for 2026-11 ("नवंबर 2026" in Hindi). */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocaleOf(pageLanguage), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
