import type { LightMyRequestResponse } from 'fastify';
import { registerUser } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

export const AADHAAR = '234123412346';
export const AADHAAR_TYPED = '2341 2341 2346';
let accounts = 0;

/** Calls for the profile tests; every answer is kept in `answers` so a test can scan them all. */
export function profileKit(app: () => TestApp['app']) {
  const answers: LightMyRequestResponse[] = [];
  const call = async (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) => {
    const res = await app().inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    answers.push(res);
    return res;
  };
  return {
    answers,
    save: (cookie: string | undefined, payload: object) => call('PUT', '/api/user/profile', cookie, payload),
    me: async (cookie: string) => (await call('GET', '/api/auth/user', cookie)).json(),
    /** A fresh customer with a session, and the profile fields every save must send. */
    async customer() {
      const email = `customer-${process.pid}-${++accounts}@example.com`;
      const { cookie, user } = await registerUser(app(), { email });
      const personal = { firstName: 'Asha', lastName: 'Verma', email, phone: '98765 43210' };
      return { cookie, id: user.id as string, email, personal };
    },
  };
}
