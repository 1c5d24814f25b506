import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';

/** Gives the listing this token unless it has one already; the listing's token either way. */
export async function keepFirstToken(db: Executor, propertyId: string, token: string): Promise<string> {
  const [made] = await db
    .update(properties)
    .set({ calendarToken: token })
    .where(and(eq(properties.id, propertyId), isNull(properties.calendarToken)))
    .returning({ token: properties.calendarToken });
  if (made?.token) return made.token;
  // Another request made it first: a new statement sees its committed token.
  const [row] = await db
    .select({ token: properties.calendarToken })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row!.token!;
}

/** Replaces the token of this owner's listing; false when the listing is not theirs. */
export async function replaceToken(db: Executor, propertyId: string, ownerId: string, token: string) {
  const rows = await db
    .update(properties)
    .set({ calendarToken: token })
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** The listing whose calendar address this is. */
export async function listingByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: properties.id, title: properties.title, timeZone: properties.timeZone })
    .from(properties)
    .where(eq(properties.calendarToken, token));
  return row;
}
