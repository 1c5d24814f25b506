import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { accountNumberDigits, accountNumberProblem } from '../../../../domain/rules/bank-account.ts';
import { payoutAccountRequest } from '../../../../domain/schemas/payout-account.ts';

/**
 * The page's form: the PUT's own schema (so its messages, word for word) and the account number
 * typed twice, which never leaves the browser: a mistyped number would send payouts astray, and
 * once saved it is only ever shown masked.
 */
export const payoutAccountForm = payoutAccountRequest
  .extend({ confirmAccountNumber: z.string() })
  // Compared once the number itself is right: its own message comes first.
  .refine(
    (v) =>
      accountNumberProblem(v.accountNumber) !== null ||
      v.accountNumber === accountNumberDigits(v.confirmAccountNumber),
    {
      error: m.host_payout_numbers_mismatch(),
      path: ['confirmAccountNumber'],
    },
  );

export const emptyPayoutAccountForm = {
  accountHolderName: '',
  ifsc: '',
  accountNumber: '',
  confirmAccountNumber: '',
  currentPassword: '',
};
export type PayoutAccountField = keyof typeof emptyPayoutAccountForm;

const FIELDS = Object.keys(emptyPayoutAccountForm) as PayoutAccountField[];
/** The server's answer to a wrong password names no field; it is the password field's all the same. */
const WRONG_PASSWORD = 'Current password is incorrect';

/**
 * A 400's message as the page shows it: under the field it names (`ifsc: IFSC must be …`) or, for a
 * wrong password, under the password; null for anything else (the page toasts it).
 */
export function fieldErrorOfServerMessage(
  message: string,
): { field: PayoutAccountField; text: string } | null {
  if (message === WRONG_PASSWORD) return { field: 'currentPassword', text: message };
  const match = /^(\w+): (.+)$/s.exec(message);
  const field = FIELDS.find((f) => f === match?.[1]);
  return field && match?.[2] ? { field, text: match[2] } : null;
}
