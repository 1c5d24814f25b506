import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../../testing/auth-helpers.ts';
import { makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Issue 22: "already exists" (409) tells whether an address is registered, so every such answer is
// an attempt counted per address and per client like any other registration.
describe.each(testEngines)('registration limits count 409 answers (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const register = (email: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration, email },
      headers: { 'x-forwarded-for': client },
    });

  it('per address: taken-address answers use up its limit, from any client', async () => {
    const taken = await makeUser(t.handle.db);
    expect((await register(taken.email, '10.3.0.1')).statusCode).toBe(409);
    expect((await register(taken.email, '10.3.0.2')).statusCode).toBe(409);
    expect((await register(taken.email, '10.3.0.3')).statusCode).toBe(429);
  });

  it('per client: taken-address answers use up its limit (five times the per-address one)', async () => {
    for (let i = 0; i < 10; i++) {
      const taken = await makeUser(t.handle.db);
      expect((await register(taken.email, '10.3.1.1')).statusCode).toBe(409);
    }
    const next = await register(`free-${engine}@example.com`, '10.3.1.1');
    expect(next.statusCode).toBe(429);
    expect((await register(`free-${engine}@example.com`, '10.3.1.2')).statusCode).toBe(201);
  });
});
