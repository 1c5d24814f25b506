import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trustedDevices } from '../../db/schema.ts';

export async function insertTrustedDevice(db: Executor, row: { id: string; userId: string }) {
  await db.insert(trustedDevices).values(row);
}

/** Whether the device (by token hash) has signed in to this user before; marks it used. */
export async function touchTrustedDevice(db: Executor, id: string, userId: string, now: Date) {
  const rows = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}
