import { m } from '#i18n/messages.js';

// A host's bank account for payouts (issue 25 §1): the IFSC of the branch and the account number,
// checked as India's banks shape them. Whether the account exists is for the gateway to find out.

/** 4 letters (the bank), a zero (reserved), 6 letters or digits (the branch). */
const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian banks number accounts with 9 to 18 digits. */
const ACCOUNT_NUMBER_SHAPE = /^[0-9]{9,18}$/;

/** An IFSC as typed, upper-cased and trimmed: `hdfc0001234 ` -> `HDFC0001234`. */
export function ifscOf(typed: string): string {
  return typed.trim().toUpperCase();
}

/** What is wrong with an IFSC (already upper-cased), or null. */
export function ifscProblem(ifsc: string): string | null {
  if (ifsc.length !== 11) return m.rules_bank_ifsc_length({ count: ifsc.length });
  if (!IFSC_SHAPE.test(ifsc)) return m.rules_bank_ifsc_shape();
  return null;
}

/** An account number as typed, without the spaces and hyphens people group digits with. */
export function accountNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** What is wrong with an account number (its digits), or null. */
export function accountNumberProblem(digits: string): string | null {
  return ACCOUNT_NUMBER_SHAPE.test(digits) ? null : m.rules_bank_account_number();
}

/**
 * The only form in which an account number is ever shown: six X and the last four digits, whatever
 * its length (the length would say something about the account; the last four are enough to know it).
 */
export function maskedAccountNumber(last4: string): string {
  return `XXXXXX${last4}`;
}
