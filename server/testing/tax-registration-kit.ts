import { GST_STATE_CODES } from '../../domain/rules/gst-states.ts';
import { makeGstin } from '../../domain/rules/gstin.ts';
import type { Executor } from '../db/client.ts';
import { hostTaxRegistrations, taxRegistrations } from '../db/schema.ts';

export const BASERA_PAN = 'AABCB1234K';
const codeOf = (state: string) => Object.entries(GST_STATE_CODES).find(([, name]) => name === state)![0];

/** Basera's registration in a state (as the demo seed has one for each), made once per database. */
export async function baseraRegistration(db: Executor, state: string) {
  const gstin = makeGstin(codeOf(state), BASERA_PAN);
  await db
    .insert(taxRegistrations)
    .values({ legalName: 'Basera Stays Private Limited', address: `Basera office, ${state}`, state, gstin })
    .onConflictDoNothing();
  return gstin;
}

/** A host's registration in a state under their PAN. */
export async function hostRegistration(db: Executor, userId: string, state: string, pan: string) {
  const gstin = makeGstin(codeOf(state), pan);
  await db.insert(hostTaxRegistrations).values({
    userId,
    gstin,
    legalName: 'Host Stays LLP',
    address: `1 Host Lane, ${state}`,
    state,
  });
  return gstin;
}
