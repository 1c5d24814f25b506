import { z } from 'zod';
import { m } from '#i18n/messages.js';

// The admin's finance answer (issue 25 §4): a month's money in paise, India's calendar.

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=YYYY-MM`; without it, this month in India. */
export const financeMonthQuery = z.object({
  month: z
    .string()
    .regex(MONTH_PATTERN, { error: () => m.validation_finance_month() })
    .optional(),
});

const paise = z.number().int();

export const financeAnswer = z.object({
  month: z.string().describe('YYYY-MM, in India'),
  chargedPaise: paise.describe("Guests' payments captured in the month"),
  refundedPaise: paise.describe('Refunds recorded in the month'),
  payoutsReleasedPaise: paise.describe(
    'Paid out to hosts in the month, less what was reversed from them in it',
  ),
  payoutsPendingPaise: paise.describe("Owed to hosts and not paid out at the month's end"),
  commissionPaise: paise.describe("Basera's commission earned in the month, less what refunds took back"),
  gst95ByState: z
    .array(z.object({ state: z.string(), paise }))
    .describe('GST Basera owes under s.9(5) on the month’s invoices less its credit notes, by state'),
  tcsPaise: paise.describe('GST TCS (s.52) withheld in the month, less what refunds gave back'),
  tdsPaise: paise.describe('Income-tax TDS (s.194-O) withheld in the month, less what refunds gave back'),
  unbalancedBookings: z
    .array(z.object({ bookingId: z.uuid(), differencePaise: paise }))
    .describe(
      'Paid bookings whose money moved in the month and whose records do not add up (should be empty)',
    ),
});
export type FinanceAnswer = z.infer<typeof financeAnswer>;
