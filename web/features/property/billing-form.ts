import type { z } from 'zod';
import type { BookingBilling, billingDetails } from '../../../domain/schemas/gst.ts';

// The confirm dialog's billing details (issue 24 §3), kept pure so they are tested: what the form
// starts with, and a 400 from create-order put back at the field it names.

/** The form's fields: the schema's own (the GSTIN is "" while the business invoice is not asked). */
export type BillingValues = z.input<typeof billingDetails>;
export type BillingField = keyof BillingValues;

/**
 * The last booking's billing details; without any, the traveller's own name from their profile and
 * nothing else (the state and PIN code are theirs to give, never guessed from the listing).
 */
export function billingDefaults(
  last: BookingBilling | null,
  user: { firstName?: string | null; lastName?: string | null } | null,
): Required<BillingValues> {
  if (last) return { name: last.name, state: last.state, pincode: last.pincode, gstin: last.gstin ?? '' };
  const name = [user?.firstName, user?.lastName].filter((part) => part?.trim()).join(' ');
  return { name, state: '', pincode: '', gstin: '' };
}

/** The values the schema checks: without a GSTIN unless the business invoice is asked for. */
export function billingToCheck(values: BillingValues, withGstin: boolean): BillingValues {
  const { gstin, ...rest } = values;
  return withGstin ? { ...rest, gstin } : rest;
}

const FIELDS: readonly BillingField[] = ['name', 'state', 'pincode', 'gstin'];

/**
 * A create-order 400 naming a billing field ("billing.pincode: PIN code must be 6 digits, not
 * starting with 0") as that field and the sentence alone; null when it names none.
 */
export function billingFieldErrorOf(message: string | null): { field: BillingField; text: string } | null {
  const match = /^billing\.([a-z]+): (\S[\s\S]*)$/.exec(message ?? '');
  const field = FIELDS.find((name) => name === match?.[1]);
  return field ? { field, text: match![2]! } : null;
}
