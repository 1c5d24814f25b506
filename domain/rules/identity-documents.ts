import { m } from '#i18n/messages.js';

/**
 * India's identity numbers and contact formats, checked the same way by the onboarding form and the
 * server. Each check answers the problem in words (naming the field) or null when the value is good.
 */

/** The fourth letter of a PAN says who holds it: Person, Company, HUF, Firm, AOP, BOI, Government, ... */
export const PAN_HOLDER_TYPES = ['P', 'C', 'H', 'F', 'A', 'B', 'G', 'J', 'L', 'T'] as const;

const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export function panProblem(pan: string): string | null {
  if (!PAN_SHAPE.test(pan)) return m.rules_identity_pan_shape();
  if (!(PAN_HOLDER_TYPES as readonly string[]).includes(pan[3]!)) return m.rules_identity_pan_holder_letter();
  if (pan.slice(5, 9) === '0000') return m.rules_identity_pan_serial_zero();
  return null;
}

// Verhoeff's dihedral-group tables (the checksum UIDAI uses for the twelfth Aadhaar digit).
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  let check = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    check = MULTIPLY[check]![PERMUTE[i % 8]![Number(reversed[i])]!]!;
  }
  return check === 0;
}

/** Spaces and dashes people type between the groups of four (`2341 2341 2346`) are not part of it. */
export const aadhaarDigits = (value: string) => value.replace(/[\s-]/g, '');

export function aadhaarProblem(aadhaar: string): string | null {
  if (!/^[0-9]{12}$/.test(aadhaar)) return m.rules_identity_aadhaar_digits();
  if (aadhaar[0] === '0' || aadhaar[0] === '1') return m.rules_identity_aadhaar_first_digit();
  if (!hasVerhoeffCheckDigit(aadhaar)) return m.rules_identity_aadhaar_check_digit();
  return null;
}

/**
 * An Indian mobile number as stored: `+91` and 10 digits starting 6-9. Accepts what people type
 * (`98765 43210`, `+91-98765-43210`, `09876543210`); null when it is not one.
 */
export function indianMobile(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9][0-9]{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/**
 * What a phone that is not an Indian mobile is told, in the language being written. A function, so
 * zod's `{ error: PHONE_PROBLEM }` asks for it when a value fails, not once at start-up.
 */
export const PHONE_PROBLEM = (): string => m.rules_identity_phone();

/** Pincode: 6 digits, the first 1-9 (India Post has no zone 0). */
export function pincodeProblem(pincode: string): string | null {
  return /^[1-9][0-9]{5}$/.test(pincode) ? null : m.rules_identity_pincode();
}

/** What the owner sees of their PAN: the first five letters and the last, the digits hidden. */
export const maskedPan = (pan: string) => `${pan.slice(0, 5)}••••${pan.slice(9)}`;

/** What anyone sees of an Aadhaar number: its last four digits. */
export const maskedAadhaar = (last4: string) => `XXXX XXXX ${last4}`;
