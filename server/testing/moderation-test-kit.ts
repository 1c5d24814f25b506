import { makeSession, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type Caller = { id: string; email: string; password: string; cookie: string };
type UserFields = NonNullable<Parameters<typeof makeUser>[1]>;

/** What the moderation tests do through the API, on one test app. */
export function moderationKit(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  return {
    call,
    /** A user of `role` with a session (an admin's is the admin session). */
    async signedIn(
      role: 'customer' | 'owner' | 'admin' = 'customer',
      fields: UserFields = {},
    ): Promise<Caller> {
      const user = await makeUser(t.handle.db, { role, ...fields });
      const session = await makeSession(t.handle.db, user.id, { scope: role === 'admin' ? 'admin' : 'user' });
      return { id: user.id, email: user.email, password: user.password, cookie: session.cookie };
    },
    /** `admin` gives user `id` a sanction (the response). */
    sanction: (admin: Caller, id: string, body: object) =>
      call('POST', `/api/admin/users/${id}/sanctions`, admin.cookie, body),
    /** Whether this cookie still signs its holder in (GET /api/auth/user answers 200). */
    async signedInWith(cookie: string) {
      return (await call('GET', '/api/auth/user', cookie)).statusCode === 200;
    },
    /** Mails sent so far to `email`. */
    async mailsTo(email: string) {
      await t.deliverMail();
      return t.mail.sent.filter((m) => m.to === email);
    },
  };
}
