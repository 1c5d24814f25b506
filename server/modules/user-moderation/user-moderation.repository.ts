import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client.ts';
import { bookings, properties, userSanctions, users } from '../../db/schema.ts';
import { stayToComeSql } from '../../db/stay-clock.ts';

type Role = (typeof users.$inferSelect)['role'];
export type SanctionRow = typeof userSanctions.$inferSelect;

/** What the admin's list shows of a user: the row's facts and the two counts. */
const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  suspendedUntil: users.suspendedUntil,
  bannedAt: users.bannedAt,
  // Listings they own, whatever their status; bookings they made as a guest, whatever became of them.
  // (The outer column is named in full: drizzle leaves columns unqualified in a one-table query.)
  listingCount: sql<number>`(select count(*)::int from properties p where p.owner_id = "users"."id")`,
  bookingCount: sql<number>`(select count(*)::int from bookings b where b.guest_id = "users"."id")`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listFilter({ q, role }: { q?: string; role?: Role }): SQL | undefined {
  const parts: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const name = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
    parts.push(or(ilike(users.email, pattern), sql`${name} ilike ${pattern}`)!);
  }
  if (role) parts.push(eq(users.role, role));
  return parts.length ? and(...parts) : undefined;
}

/** One page of users matching the filter, newest joined first, and how many match in all. */
export async function userPage(
  db: Executor,
  filter: { q?: string; role?: Role },
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: UserListRow[]; total: number }> {
  const where = listFilter(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function userListRow(db: Executor, id: string) {
  const [row] = await db.select(listColumns).from(users).where(eq(users.id, id));
  return row;
}
export type UserListRow = NonNullable<Awaited<ReturnType<typeof userListRow>>>;

const giver = alias(users, 'giver');

/** The user's sanctions, newest first, each with the name of the admin who gave it (null once they are gone). */
export function sanctionsOf(db: Executor, userId: string) {
  return db
    .select({
      sanction: userSanctions,
      giverFirstName: giver.firstName,
      giverLastName: giver.lastName,
      giverEmail: giver.email,
    })
    .from(userSanctions)
    .leftJoin(giver, eq(giver.id, userSanctions.givenBy))
    .where(eq(userSanctions.userId, userId))
    .orderBy(desc(userSanctions.createdAt), desc(userSanctions.id));
}

export async function insertSanction(tx: Transaction, values: typeof userSanctions.$inferInsert) {
  const [row] = await tx.insert(userSanctions).values(values).returning();
  return row!;
}

/** How many listings the user owns, whatever their status. */
export async function listingCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.ownerId, userId));
  return row?.count ?? 0;
}

/**
 * Pending and confirmed stays still to come at `now` (domain/rules/stay-clock.ts) that `userId`
 * booked as a guest or hosts as the listing's owner, soonest first.
 */
export async function staysToComeOf(tx: Transaction, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        inArray(bookings.status, ['pending', 'confirmed']),
        stayToComeSql(now, bookings.checkIn, properties.timeZone),
        or(eq(bookings.guestId, userId), eq(properties.ownerId, userId)),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  return rows.map((row) => row.id);
}
