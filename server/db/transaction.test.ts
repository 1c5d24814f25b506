import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, notFound } from '../http/http-error.ts';
import { makeBooking, makeDestination, makeProperty } from '../testing/factories.ts';
import { freshDatabase, testEngines } from '../testing/test-database.ts';
import type { DatabaseHandle, Transaction } from './client.ts';
import { bookings, destinations, sessions, users } from './schema.ts';
import { inTransaction } from './transaction.ts';

describe.each(testEngines)('inTransaction (%s)', (engine) => {
  let handle: DatabaseHandle;
  const logged: unknown[] = [];
  const deps = () => ({ db: handle.db, log: { error: (e: object) => void logged.push(e), warn() {} } });

  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  it('runs after-commit work after the commit, in order, with the change visible', async () => {
    const seen: string[] = [];
    const result = await inTransaction(deps(), async (tx, afterCommit) => {
      await tx.insert(users).values({ email: 'committed@example.com' });
      afterCommit(async () => {
        const count = await handle.db.$count(users);
        seen.push(`first sees ${count} user`);
      });
      afterCommit(() => seen.push('second'));
      seen.push('work done');
      return 'answer';
    });
    expect(result).toBe('answer');
    expect(seen).toEqual(['work done', 'first sees 1 user', 'second']);
  });

  it('runs the work again when the database broke a deadlock by rolling it back', async () => {
    const seen: string[] = [];
    let attempts = 0;
    const result = await inTransaction(deps(), async (tx, afterCommit) => {
      attempts++;
      await tx.insert(users).values({ email: `deadlocked-${attempts}@example.com` });
      afterCommit(() => seen.push(`after attempt ${attempts}`));
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'second time';
    });
    expect(result).toBe('second time');
    expect(seen).toEqual(['after attempt 2']);
    const kept = await handle.db.select({ email: users.email }).from(users);
    expect(kept.map((u) => u.email)).toContain('deadlocked-2@example.com');
    expect(kept.map((u) => u.email)).not.toContain('deadlocked-1@example.com');
  });

  it("answers a delete its foreign keys refuse with the caller's answer, on either engine's SQLSTATE", async () => {
    // PostgreSQL 15 reports ON DELETE RESTRICT as 23503, PGlite (PostgreSQL 18) as 23001.
    const destination = await makeDestination(handle.db);
    await makeProperty(handle.db, { destinationId: destination.id });
    const refused = inTransaction(
      deps(),
      (tx) => tx.delete(destinations).where(eq(destinations.id, destination.id)),
      { foreignKey: conflict('This destination is in use') },
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 409, message: 'This destination is in use' });
    expect(await handle.db.$count(destinations, eq(destinations.id, destination.id))).toBe(1);
  });

  it('never runs after-commit work after a rollback, and keeps nothing of the change', async () => {
    const seen: string[] = [];
    const failure = inTransaction(deps(), async (tx, afterCommit) => {
      await tx.insert(users).values({ email: 'rolled-back@example.com' });
      afterCommit(() => seen.push('should not run'));
      throw notFound('Gone');
    });
    await expect(failure).rejects.toMatchObject({ statusCode: 404, message: 'Gone' });
    expect(seen).toEqual([]);
    expect((await handle.db.select().from(users)).map((u) => u.email)).not.toContain(
      'rolled-back@example.com',
    );
  });

  it('logs failed after-commit work without undoing the committed change', async () => {
    logged.length = 0;
    await inTransaction(deps(), async (tx, afterCommit) => {
      await tx.insert(users).values({ email: 'kept@example.com' });
      afterCommit(() => {
        throw new Error('mail server down');
      });
    });
    expect(logged).toHaveLength(1);
    expect((await handle.db.select().from(users)).map((u) => u.email)).toContain('kept@example.com');
  });

  it('answers an overlapping booking with 409 "Those dates are no longer available"', async () => {
    const property = await makeProperty(handle.db);
    await makeBooking(handle.db, { propertyId: property.id, checkIn: '2027-03-10', checkOut: '2027-03-15' });
    const before = await handle.db.$count(bookings);
    const overlap = inTransaction(deps(), (tx) =>
      makeBooking(tx, { propertyId: property.id, checkIn: '2027-03-14', checkOut: '2027-03-16' }),
    );
    await expect(overlap).rejects.toMatchObject({
      statusCode: 409,
      message: 'Those dates are no longer available',
    });
    expect(await handle.db.$count(bookings)).toBe(before);
  });

  it("answers a duplicate with 409 and the service's message", async () => {
    await handle.db.insert(users).values({ email: 'taken@example.com' });
    const duplicate = inTransaction(deps(), (tx) => tx.insert(users).values({ email: 'taken@example.com' }), {
      unique: 'An account with this email already exists',
    });
    await expect(duplicate).rejects.toMatchObject({
      statusCode: 409,
      message: 'An account with this email already exists',
    });
  });

  it('answers a reference to a missing row with 409, or the error the service names', async () => {
    const orphan = (tx: Transaction) =>
      tx.insert(sessions).values({
        id: 'orphan',
        userId: '00000000-0000-4000-8000-000000000000',
        scope: 'user',
        expiresAt: new Date(),
      });
    await expect(inTransaction(deps(), orphan)).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      inTransaction(deps(), orphan, { foreignKey: notFound('User not found') }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'User not found' });
  });
});
