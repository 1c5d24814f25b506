import type { LightMyRequestResponse } from 'fastify';
import { addDays, todayIn } from '../../domain/rules/stay-dates.ts';
import { stayBody } from './booking-kit.ts';
import { makeProperty, makeSession, makeUser } from './factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Engine } from './test-database.ts';

/** A calendar date `n` days from today in India (the listings' zone). */
export const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

export type Caller = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CalendarTestApp = TestApp & {
  /** The owner of the listings `listing()` makes. */
  host: Caller;
  signedIn(role?: 'customer' | 'owner'): Promise<Caller>;
  /** A new approved listing of `host` at ₹4,500 a night, no fees. */
  listing(): Promise<string>;
  send(
    caller: Caller | null,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** The host's calendar of the listing over [from, to). */
  calendar(listingId: string, from: string, to: string): Promise<LightMyRequestResponse>;
  block(
    listingId: string,
    startDate: string,
    endDate: string,
    reason?: string,
  ): Promise<LightMyRequestResponse>;
  /**
   * A contact booking request of a new guest (or `guest`) at the given total (default: the base
   * price with 5% GST, ₹4,725 a night).
   */
  book(
    listingId: string,
    from: string,
    to: string,
    total?: string,
    guest?: Caller,
  ): Promise<LightMyRequestResponse>;
};

/** The whole app on a fresh database, with a signed-in host (and these settings, if any). */
export async function startCalendarTestApp(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<CalendarTestApp> {
  const t = await startTestApp(engine, env);
  const { db } = t.handle;
  const signedIn = async (role: 'customer' | 'owner' = 'customer') => {
    const user = await makeUser(db, { role });
    return { id: user.id, cookie: (await makeSession(db, user.id)).cookie };
  };
  const host = await signedIn('owner');
  const send = (caller: Caller | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: caller ? { cookie: caller.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    ...t,
    host,
    signedIn,
    send,
    listing: async () => (await makeProperty(db, { ownerId: host.id })).id,
    calendar: (id, from, to) =>
      send(host, 'GET', `/api/owner/properties/${id}/calendar?from=${from}&to=${to}`),
    block: (id, startDate, endDate, reason) =>
      send(host, 'POST', `/api/owner/properties/${id}/blocked-dates`, { startDate, endDate, reason }),
    book: async (id, from, to, total, guest) =>
      send(guest ?? (await signedIn()), 'POST', '/api/bookings', {
        ...stayBody(id, from, to, total ? { totalAmount: total } : {}),
        paymentMethod: 'contact',
      }),
  };
}
