import { hashPassword } from '../../modules/auth/index.ts';
import type { Database } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from './data/people.data.ts';
import { buildDemoRows } from './demo-rows.ts';
import { insertDemoRows, lockDemoSeed, type SeedProgress, userExists } from './seed.repository.ts';

export type DemoAccount = { role: string; email: string; password: string };

const accounts = (): DemoAccount[] =>
  DEMO_ACCOUNTS.map((a) => ({ role: a.role, email: a.email, password: a.password ?? '' }));

/**
 * Seeds demo data into a database without it; returns the demo accounts (always, for printing).
 * Idempotent: when the demo admin exists nothing is written. Everything goes in one transaction, so a
 * crash leaves no half-seeded database. Photos are not files: their URLs name scenes that
 * GET /api/media/scene paints on first request (only keys these rows name) and keeps on disk.
 */
export async function seedDemoData(db: Database, progress?: SeedProgress): Promise<DemoAccount[]> {
  if (await userExists(db, DEMO_ADMIN.email)) return accounts();

  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => [a.email, await hashPassword(a.password ?? '')] as const),
  );
  const rows = buildDemoRows(Object.fromEntries(hashes));
  await db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    // Another instance may have seeded while this one waited for the lock.
    if (await userExists(tx, DEMO_ADMIN.email)) return;
    await insertDemoRows(tx, rows, progress);
  });
  return accounts();
}
