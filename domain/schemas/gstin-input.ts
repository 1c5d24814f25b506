import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { GST_STATE_NAMES, stateOfGstin } from '../rules/gst-states.ts';
import { gstinProblems } from '../rules/gstin.ts';

// GSTINs and states as forms send them (issue 24 §1): trimmed and upper-cased, then checked in
// full; each refusal says what is wrong. Tidied with .overwrite, never .transform (see
// catalog-inputs.ts: the API's tests send each body's example).

/** A GSTIN checked by its own rules (15 characters, state code, PAN, Z, check character). */
export const gstinField = z
  .string({ error: () => m.validation_gstin_required() })
  .trim()
  .toUpperCase()
  .min(1, { error: () => m.validation_gstin_required(), abort: true })
  .check((ctx) => {
    for (const message of gstinProblems(ctx.value))
      ctx.issues.push({ code: 'custom', input: ctx.value, message });
  });

/** A state or union territory of India, named as the app names them. */
export const gstStateField = z
  .string({ error: () => m.validation_state_required() })
  .trim()
  .min(1, { error: () => m.validation_state_required(), abort: true })
  .refine((state) => GST_STATE_NAMES.includes(state), {
    error: () => m.validation_state_of_india(),
  });

/** The message when a GSTIN's state code is not the state given; null when they agree. */
export function gstinStateMismatch(gstin: string, state: string): string | null {
  const ofGstin = stateOfGstin(gstin);
  if (!ofGstin || ofGstin === state) return null;
  return m.validation_gstin_state_mismatch({ code: gstin.slice(0, 2), gstinState: ofGstin, state });
}
