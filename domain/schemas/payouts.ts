import { z } from 'zod';
import { m } from '#i18n/messages.js';

// A host's payouts (issue 25 §2): one per paid stay, what it is worth to the host and what was
// withheld, its state and what happened to it. Amounts in integer paise.

const paiseAmount = z.number().int();

/** A payout's states, in the order a payout goes through them (the database enum is this list). */
export const PAYOUT_STATUSES = [
  'awaiting_account',
  'on_hold',
  'released',
  'settled',
  'reversed',
  'partially_reversed',
  'failed',
] as const;
export const payoutStatus = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatus>;

/** One thing that happened to a payout: made, released, settled, failed, reversed… */
export const payoutEvent = z.object({
  kind: z.string().meta({ example: 'released' }),
  amountPaise: paiseAmount.nullable(),
  detail: z.string().nullable(),
  at: z.iso.datetime(),
});

/** A payout's seven amounts, as the API answers them (the split's, after any refund). */
export const payoutAmounts = {
  grossPaise: paiseAmount,
  gstPassedPaise: paiseAmount,
  commissionPaise: paiseAmount,
  commissionGstPaise: paiseAmount,
  tdsPaise: paiseAmount,
  tcsPaise: paiseAmount,
  netPaise: paiseAmount,
};

export const payoutAnswer = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  propertyTitle: z.string(),
  /** YYYY-MM-DD on the listing's calendar. */
  checkInDate: z.string().meta({ example: '2027-03-12' }),
  ...payoutAmounts,
  status: payoutStatus,
  releaseAt: z.iso.datetime(),
  events: z.array(payoutEvent),
});
export type PayoutAnswer = z.infer<typeof payoutAnswer>;

export const payoutsAnswer = z.array(payoutAnswer);

export const hostIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_host_id() })
    .meta({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
});
