import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { stateOfGstin } from '../rules/gst-states.ts';
import { gstinField } from './gstin-input.ts';

// A host's GST registrations (issue 24 §1): PUT /api/owner/tax-profile replaces them all, an
// empty list says the host is not registered. The state of each is its GSTIN's; the PAN inside
// each must be the host's own (the server checks it against the profile).

const text = (required: () => string, tooLong: (max: number) => string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: () => tooLong(max) });

export const hostRegistrationInput = z.object({
  gstin: gstinField,
  legalName: text(
    () => m.validation_legal_name_required(),
    (max) => m.validation_legal_name_too_long({ max }),
    200,
  ),
  address: text(
    () => m.validation_address_required(),
    (max) => m.validation_address_too_long({ max }),
    500,
  ),
});

export const taxProfileRequest = z
  .object({
    registrations: z
      .array(hostRegistrationInput, { error: () => m.validation_registrations_list() })
      .max(38, { error: () => m.validation_registrations_at_most({ max: 38 }) })
      .check((ctx) => {
        // One registration per state: the supplier of a stay is the host's registration there.
        const seen = new Map<string, number>();
        ctx.value.forEach(({ gstin }, i) => {
          const state = stateOfGstin(gstin);
          if (!state) return;
          const first = seen.get(state);
          if (first === undefined) seen.set(state, i);
          else
            ctx.issues.push({
              code: 'custom',
              input: gstin,
              path: [i, 'gstin'],
              message: m.validation_gstin_second_in_state({ state }),
            });
        });
      }),
  })
  .meta({
    examples: [
      {
        registrations: [
          {
            gstin: '27AAPFU0939F1ZV',
            legalName: 'Asha Homestays',
            address: '14 Hill Road, Bandra West, Mumbai 400050',
          },
        ],
      },
    ],
  });
export type TaxProfileRequest = z.input<typeof taxProfileRequest>;

export const hostRegistration = z.object({
  gstin: z.string(),
  legalName: z.string(),
  address: z.string(),
  /** The state or union territory of the GSTIN's state code, as the app names it. */
  state: z.string(),
});
export type HostRegistration = z.infer<typeof hostRegistration>;

export const taxProfile = z.object({
  /** By state; empty: the host is not registered for GST (Basera pays the tax on their stays). */
  registrations: z.array(hostRegistration),
});
export type TaxProfile = z.infer<typeof taxProfile>;
