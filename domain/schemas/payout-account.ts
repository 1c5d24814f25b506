import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { accountNumberDigits, accountNumberProblem, ifscOf, ifscProblem } from '../rules/bank-account.ts';

// The host's payout account (issue 25 §1): where the gateway settles their payouts. The number is
// sent once and never answered again but masked; every save needs the current password.

/**
 * Text normalised in place, then checked by its rule in domain/rules ("… is required" when empty).
 * In place (`overwrite`), not a transform: with a transform the OpenAPI example would be lost.
 */
const ruledText = (
  required: () => string,
  tooLong: () => string,
  normalise: (typed: string) => string,
  problemOf: (value: string) => string | null,
) =>
  z
    .string({ error: required })
    .max(40, { error: tooLong })
    .overwrite(normalise)
    .superRefine((value, ctx) => {
      const problem = value ? problemOf(value) : required();
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const payoutAccountRequest = z
  .object({
    accountHolderName: z
      .string({ error: () => m.validation_account_holder_required() })
      .trim()
      .min(1, { error: () => m.validation_account_holder_required() })
      .max(120, { error: () => m.validation_account_holder_too_long({ max: 120 }) }),
    ifsc: ruledText(
      () => m.validation_ifsc_required(),
      () => m.validation_ifsc_length({ count: 11 }),
      ifscOf,
      ifscProblem,
    ),
    accountNumber: ruledText(
      () => m.validation_account_number_required(),
      () => m.validation_account_number_length({ min: 9, max: 18 }),
      accountNumberDigits,
      accountNumberProblem,
    ),
    currentPassword: z
      .string({ error: () => m.validation_current_password_required() })
      .min(1, { error: () => m.validation_current_password_required() })
      .max(200, { error: () => m.validation_password_too_long({ max: 200 }) }),
  })
  .meta({
    examples: [
      {
        accountHolderName: 'Asha Verma',
        ifsc: 'HDFC0001234',
        accountNumber: '50100123456789',
        currentPassword: 'Secret123',
      },
    ],
  });
export type PayoutAccountRequest = z.input<typeof payoutAccountRequest>;

/** Razorpay Route's product activation states, which the simulated gateway answers too. */
export const linkedAccountStatus = z.enum([
  'requested',
  'needs_clarification',
  'under_review',
  'activated',
  'suspended',
]);
export type LinkedAccountStatus = z.infer<typeof linkedAccountStatus>;

/** A status as a gateway answered it; one Basera does not know yet reads as still under review. */
export const linkedAccountStatusOf = (answered: string): LinkedAccountStatus =>
  linkedAccountStatus.safeParse(answered).data ?? 'under_review';

export const payoutAccount = z.object({
  accountHolderName: z.string(),
  ifsc: z.string(),
  /** Six X and the last four digits: `XXXXXX6789`. The number itself is never answered. */
  accountNumberMasked: z.string(),
  /** The host's linked account at the payment gateway, which transfers are made to. */
  linkedAccount: z.object({ id: z.string(), status: linkedAccountStatus }),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** GET /api/owner/payout-account: null until the host adds one. */
export const payoutAccountAnswer = payoutAccount.nullable();
