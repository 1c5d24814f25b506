import { m } from '#i18n/messages.js';
import { GST_STATE_CODES } from './gst-states.ts';

// A GSTIN (CGST Rule 10, the GST portal's format): 2 digits of state code, the holder's 10-character
// PAN, an entity character (the holder's 1st, 2nd, … registration in that state), the letter Z and
// a check character computed from the first 14 (a Luhn mod 36 over 0-9A-Z, as the GST portal's
// offline validators compute it).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: from the left, each character's value
 * (0-9, A=10 … Z=35) is multiplied by 1 and 2 alternately, each product counts as its base-36
 * digits' sum (quotient + remainder), and the check is what brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`not a GSTIN character at ${i + 1}: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * What is wrong with a GSTIN (upper case, no spaces), each as a sentence in the language being
 * written; none when it is valid.
 * With `pan`, the PAN inside it must be that one. A wrong length or a stray character says only that.
 */
export function gstinProblems(gstin: string, { pan }: { pan?: string } = {}): string[] {
  if (gstin.length !== 15) return [m.rules_gstin_length({ count: gstin.length })];
  if (!/^[0-9A-Z]+$/.test(gstin)) return [m.rules_gstin_characters()];
  const problems: string[] = [];
  const state = gstin.slice(0, 2);
  if (!GST_STATE_CODES[state]) {
    problems.push(m.rules_gstin_state_code({ code: state }));
  }
  const panPart = gstin.slice(2, 12);
  if (!PAN.test(panPart)) {
    problems.push(m.rules_gstin_pan_shape());
  } else if (pan !== undefined && panPart !== pan) {
    problems.push(m.rules_gstin_pan_mismatch({ pan, found: panPart }));
  }
  if (!/[1-9A-Z]/.test(gstin[12]!)) {
    problems.push(m.rules_gstin_entity());
  }
  if (gstin[13] !== 'Z') problems.push(m.rules_gstin_z({ found: gstin[13]! }));
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    problems.push(m.rules_gstin_check());
  }
  return problems;
}

/** A GSTIN with a right check character: state code, PAN and entity character given. */
export function makeGstin(stateCode: string, pan: string, entity = '1'): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
}
