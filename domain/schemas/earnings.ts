import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { financialYear } from '../rules/payouts/financial-year.ts';
import { payoutAmounts, payoutStatus } from './payouts.ts';

// The host's earnings (issue 25 §5): a financial year of payouts, added up from the payout rows.
// Amounts in integer paise.

const paiseAmount = z.number().int();

/** ?fy=2026-27; without it, the current financial year in India. */
export const earningsQuery = z.object({
  fy: z
    .string()
    .refine((label) => financialYear(label) !== undefined, {
      error: () => m.validation_financial_year(),
    })
    .optional()
    .meta({ example: '2026-27' }),
});
export type EarningsQuery = z.infer<typeof earningsQuery>;

const amounts = payoutAmounts;

/** One paid stay's payout in the year. */
export const earningsStay = z.object({
  payoutId: z.uuid(),
  bookingId: z.uuid(),
  propertyTitle: z.string(),
  /** YYYY-MM-DD on the listing's calendar. */
  checkInDate: z.string().meta({ example: '2027-03-12' }),
  checkOutDate: z.string().meta({ example: '2027-03-14' }),
  /** When the payout is (or was) due to the host: what places it in a financial year. */
  releaseAt: z.iso.datetime(),
  status: payoutStatus,
  ...amounts,
});
export type EarningsStay = z.infer<typeof earningsStay>;

export const earningsAnswer = z.object({
  financialYear: z.object({
    label: z.string().meta({ example: '2026-27' }),
    /** 1 April and 31 March, YYYY-MM-DD. */
    firstDay: z.string(),
    lastDay: z.string(),
  }),
  /** The years there is something to show for, newest first (always the current one). */
  years: z.array(z.string()),
  /** Nets on hold until their release time. */
  upcomingPaise: paiseAmount,
  /** Nets held until the host adds or fixes the payout account. */
  onHoldPaise: paiseAmount,
  /** Nets transferred to the host (released, settled, or what a refund left). */
  paidOutPaise: paiseAmount,
  /** The part of paidOutPaise not yet settled in the host's bank. */
  inTransitPaise: paiseAmount,
  totals: z.object(amounts),
  /** Newest release first. */
  stays: z.array(earningsStay),
});
export type EarningsAnswer = z.infer<typeof earningsAnswer>;
