import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import type { TestApp } from './test-app.ts';
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

/** Inserts a user with a role directly (there is no public way to make an admin). */
export async function createUserWithRole(
  t: TestApp,
  role: 'customer' | 'owner' | 'admin',
  email: string,
  password = 'Admin1234',
) {
  return insertUser(t.handle.db, {
    email,
    role,
    firstName: role,
    lastName: 'Tester',
    passwordHash: await hashPassword(password),
  });
}
