import { asc, eq } from 'drizzle-orm';
import type { HostRegistration } from '../../../domain/schemas/tax-profile.ts';
import type { Executor } from '../../db/client.ts';
import { hostTaxRegistrations, users } from '../../db/schema.ts';

const columns = {
  gstin: hostTaxRegistrations.gstin,
  legalName: hostTaxRegistrations.legalName,
  address: hostTaxRegistrations.address,
  state: hostTaxRegistrations.state,
};

/** The host's registrations, by state. */
export function registrationsOf(db: Executor, userId: string): Promise<HostRegistration[]> {
  return db
    .select(columns)
    .from(hostTaxRegistrations)
    .where(eq(hostTaxRegistrations.userId, userId))
    .orderBy(asc(hostTaxRegistrations.state));
}

/** The PAN the host gave when becoming an owner; null when none is on record. */
export async function panOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ pan: users.panNumber }).from(users).where(eq(users.id, userId));
  return row?.pan ?? null;
}

/** Replaces the host's registrations with these (none: not registered). */
export async function replaceRegistrations(db: Executor, userId: string, registrations: HostRegistration[]) {
  await db.delete(hostTaxRegistrations).where(eq(hostTaxRegistrations.userId, userId));
  if (registrations.length) {
    await db.insert(hostTaxRegistrations).values(registrations.map((r) => ({ ...r, userId })));
  }
}
