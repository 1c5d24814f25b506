import type { FastifyInstance } from 'fastify';
import { cookieHeader } from './test-app.ts';

export const validRegistration = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  password: 'Secret123',
};

/** Registers through the API and returns the session cookie header. */
export async function registerUser(app: FastifyInstance, overrides: Partial<typeof validRegistration> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieHeader(res), user: res.json().user };
}

/** Signs in through the API (the traveller login, or the admin login) and returns the Cookie header. */
export async function signIn(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
  as: 'user' | 'admin' = 'user',
) {
  const url = as === 'admin' ? '/api/admin/login' : '/api/auth/login';
  const res = await app.inject({ method: 'POST', url, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}
