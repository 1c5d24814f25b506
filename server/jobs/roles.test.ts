import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../domain/rules/stay-dates.ts';
import type { PaymentOrder } from '../../domain/schemas/bookings.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { stayBody } from '../testing/booking-kit.ts';
import { activeBookingCount, bookingState } from '../testing/booking-state.repository.ts';
import { makeProperty, makeSession, makeUser } from '../testing/factories.ts';
import { type ServerProcess, spawnServer, untilListening } from '../testing/server-process.ts';
import { testEngines, withClient } from '../testing/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * Decision 75 black-box: two ROLE=web processes and one ROLE=worker on one fresh PostgreSQL
 * database, holds of one minute. Needs a PostgreSQL server: CI runs it in its PostgreSQL pass.
 */
describe.runIf(testEngines.includes('postgres'))('two web instances and a worker (postgres)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset/';
  const name = `basera_roles_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const env = {
    DATABASE_URL: url,
    ENCRYPTION_KEY: 'c'.repeat(64),
    SEED_DEMO: 'false',
    BOOKING_HOLD_MINUTES: '1',
    JOB_POLL_SECONDS: '0.5',
  };
  const processes: ServerProcess[] = [];
  let handle: DatabaseHandle | undefined;
  const start = async (role: string) => {
    const server = await spawnServer({ ...env, ROLE: role });
    processes.push(server);
    await untilListening(server);
    return server;
  };
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await handle?.close();
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('a hold made on one web instance lapses by the worker, is free on the other; none lapse without it', async () => {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    handle = await openPostgres(url);
    await handle.migrate();
    const { db } = handle;
    const listing = (await makeProperty(db)).id;
    const guest = await makeUser(db);
    const { cookie } = await makeSession(db, guest.id);
    const [webA, webB] = await Promise.all([start('web'), start('web')]);
    let worker = await start('worker');
    expect((await fetch(`http://127.0.0.1:${worker.port}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${worker.port}/api/properties`)).status).toBe(404); // serves no API

    const today = todayIn('Asia/Kolkata');
    const hold = async (web: ServerProcess, from: number) => {
      const res = await fetch(`http://127.0.0.1:${web.port}/api/payment/create-order`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(stayBody(listing, addDays(today, from), addDays(today, from + 2))),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return { ...((await res.json()) as PaymentOrder), from };
    };
    // A visitor's view of the stay's first night (the guest's own holds are offered back to them).
    const nightFree = async (web: ServerProcess, from: number) => {
      const q = `from=${addDays(today, from)}&to=${addDays(today, from + 1)}`;
      const res = await fetch(`http://127.0.0.1:${web.port}/api/properties/${listing}/availability?${q}`);
      const { nights } = (await res.json()) as { nights: { available: boolean }[] };
      return nights[0]!.available;
    };
    const untilFree = async (web: ServerProcess, from: number, withinMs: number) => {
      const started = Date.now();
      while (!(await nightFree(web, from))) {
        if (Date.now() - started > withinMs) throw new Error(`still held after ${withinMs} ms`);
        await sleep(500);
      }
    };

    // The first hold lapses within two minutes by the running worker, seen through the other instance.
    const first = await hold(webA, 10);
    const firstMade = Date.now();
    expect(await nightFree(webB, 10)).toBe(false);
    // Half a minute later a second hold; the worker stops before it is due.
    await sleep(30_000);
    const second = await hold(webB, 20);
    await untilFree(webB, 10, 120_000 - (Date.now() - firstMade));
    expect(await bookingState(db, first.bookingId)).toMatchObject({
      booking: { status: 'expired', paymentStatus: 'failed' },
    });

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    const secondDue = Date.parse(second.holdExpiresAt);
    await sleep(Math.max(0, secondDue - Date.now()) + 5_000);
    expect(await nightFree(webA, 20)).toBe(false); // no worker, no lapse
    expect((await bookingState(db, second.bookingId)).booking.status).toBe('pending');

    worker = await start('worker');
    await untilFree(webA, 20, 30_000); // caught up
    expect((await bookingState(db, second.bookingId)).booking).toMatchObject({
      status: 'expired',
      paymentStatus: 'failed',
    });
    // No mail is sent when a hold lapses (decision 41): what shows is the nights, free on both.
    expect(await activeBookingCount(db, listing)).toBe(0);
    expect([await nightFree(webA, 10), await nightFree(webB, 20)]).toEqual([true, true]);
  }, 240_000);
});
