import { addDays, todayIn } from '../../domain/rules/stay-dates.ts';
import { stayBody } from './booking-kit.ts';
import { makeSession, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export const HOUR = 3_600_000;
export const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

export type Caller = { id: string; cookie: string; email: string };

/** What the reservation tests do through the API, on one test app. */
export function reservationKit(t: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  return {
    call,
    /**
     * A signed-in user of `role` (an admin gets the admin session). Sessions last a week, so they
     * outlive sweeps run two days ahead (which end sessions expired by then).
     */
    async signedIn(role: 'customer' | 'owner' | 'admin' = 'customer', fields = {}): Promise<Caller> {
      const user = await makeUser(t.handle.db, { role, ...fields });
      const session = await makeSession(t.handle.db, user.id, {
        scope: role === 'admin' ? 'admin' : 'user',
        expiresAt: new Date(Date.now() + 7 * 24 * HOUR),
      });
      return { id: user.id, email: user.email, cookie: session.cookie };
    },
    /** `cookie`'s request to book [from, to) of the listing by contact (the response). */
    ask: (cookie: string, listingId: string, from: string, to: string) =>
      call('POST', '/api/bookings', cookie, { ...stayBody(listingId, from, to), paymentMethod: 'contact' }),
    /** Mails sent so far about booking `id` (its reference in the text) whose subject starts so. */
    async mailsAbout(id: string, subjectStart: string) {
      await t.deliverMail();
      const reference = id.slice(0, 8).toUpperCase();
      return t.mail.sent.filter((m) => m.subject.startsWith(subjectStart) && m.text.includes(reference));
    },
    /** Whether every night of [from, to) is bookable on the property page's calendar. */
    async free(listingId: string, from: string, to: string) {
      const res = await call('GET', `/api/properties/${listingId}/availability?from=${from}&to=${to}`);
      return (res.json().nights as { available: boolean }[]).every((n) => n.available);
    },
  };
}
