import { m } from '#i18n/messages.js';
import { stateOfGstin } from '../../../domain/rules/gst-states.ts';
import { gstinProblems } from '../../../domain/rules/gstin.ts';
import type { TaxProfile } from '../../../domain/schemas/tax-profile.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/http-error.ts';
import * as repo from './tax-profile.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'log'>;
type Sent = { gstin: string; legalName: string; address: string };

export async function taxProfileOf({ db }: Deps, userId: string): Promise<TaxProfile> {
  return { registrations: await repo.registrationsOf(db, userId) };
}

/**
 * Replaces the host's registrations, each GSTIN already valid by its own rules (the schema's),
 * now also holding the host's PAN: 400 "registrations.1.gstin: …" for the first that does not.
 */
export async function replaceTaxProfile(deps: Deps, userId: string, sent: Sent[]): Promise<TaxProfile> {
  return inTransaction(deps, async (tx) => {
    const pan = await repo.panOf(tx, userId);
    const registrations = sent.map(({ gstin, legalName, address }, i) => {
      const field = `registrations.${i}.gstin`;
      if (!pan) throw badRequest(`${field}: ${m.server_pan_before_gst()}`);
      const [problem] = gstinProblems(gstin, { pan });
      if (problem) throw badRequest(`${field}: ${problem}`);
      return { gstin, legalName, address, state: stateOfGstin(gstin)! };
    });
    await repo.replaceRegistrations(tx, userId, registrations);
    return { registrations: await repo.registrationsOf(tx, userId) };
  });
}
