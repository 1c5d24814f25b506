import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paise } from '../../domain/money.ts';
import { makePayment } from '../testing/factories.ts';
import { type Engine, freshDatabase, refusalOf, testEngines } from '../testing/test-database.ts';
import type { DatabaseHandle, Transaction } from './client.ts';
import { CHECK_VIOLATION } from './db-errors.ts';
import { refunds } from './schema.ts';

describe.each(testEngines)('refunds never exceed what was paid (%s)', (engine: Engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  /** A paid ₹1,000 payment and a way to record a refund of it straight into the table. */
  async function paid() {
    const payment = await makePayment(handle.db, { amountPaise: 100_000, status: 'paid' });
    const refund = (amountPaise: number, bookingId = payment.bookingId) =>
      handle.db
        .insert(refunds)
        .values({ bookingId, paymentId: payment.id, amountPaise: paise(amountPaise), reason: 'Test' })
        .returning({ id: refunds.id });
    return { payment, refund };
  }

  it('refuses a refund that would take the total past the payment, up to the last paisa', async () => {
    const { refund } = await paid();
    expect(await refusalOf(refund(60_000))).toBeUndefined();
    expect(await refusalOf(refund(40_001))).toBe(CHECK_VIOLATION);
    expect(await refusalOf(refund(40_000))).toBeUndefined();
    expect(await refusalOf(refund(1))).toBe(CHECK_VIOLATION);
  });

  it('refuses raising a refund past the payment, and a refund of another booking', async () => {
    const { refund } = await paid();
    const [row] = await refund(50_000);
    const raise = handle.db
      .update(refunds)
      .set({ amountPaise: paise(100_001) })
      .where(eq(refunds.id, row!.id));
    expect(await refusalOf(raise)).toBe(CHECK_VIOLATION);
    const other = await makePayment(handle.db, { amountPaise: 100_000, status: 'paid' });
    expect(await refusalOf(refund(1_000, other.bookingId))).toBe(CHECK_VIOLATION);
  });

  it('lets only one of two refunds recorded at once through when both would not fit', async () => {
    const { refund, payment } = await paid();
    const insert = (tx: Transaction) =>
      tx.insert(refunds).values({
        bookingId: payment.bookingId,
        paymentId: payment.id,
        amountPaise: paise(60_000),
        reason: 'Race',
      });
    // The first holds its transaction open while the second records its own: each would fit alone,
    // and neither can see the other's row until it commits (the trigger waits on the payment's lock).
    const first = handle.db.transaction(async (tx) => {
      await insert(tx);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = handle.db.transaction((tx) => insert(tx));
    const outcomes = await Promise.all([refusalOf(first), refusalOf(second)]);
    expect(outcomes.sort()).toEqual([CHECK_VIOLATION, undefined]);
    expect(await refusalOf(refund(40_000))).toBeUndefined();
  });
});
