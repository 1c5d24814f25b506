import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function isOwner(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'owner')));
  return rows.length > 0;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Owners whose first name, last name, full name or email contains `q` (any case), by name. */
export function findOwners(db: Executor, q: string, limit: number) {
  const pattern = `%${escapeLike(q)}%`;
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'owner'),
        q ? or(ilike(users.email, pattern), sql`${fullName} ilike ${pattern}`) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(limit);
}
