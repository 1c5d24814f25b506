import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccount } from '../modules/users/index.ts';
import { makeSession, makeUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// The API answers in the request's language (decision 110): Accept-Language, else the signed-in
// user's kept language, else English; the status never changes with the language.
describe('API messages in English and Hindi', () => {
  let t: TestApp;
  let cookie: string;
  let hindiReader: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '1000' });
    cookie = (await makeSession(t.handle.db, (await makeUser(t.handle.db, {})).id)).cookie;
    const reader = await makeUser(t.handle.db, {});
    await changeAccount(t.handle.db, reader.id, { language: 'hi' });
    hindiReader = (await makeSession(t.handle.db, reader.id)).cookie;
  });
  afterAll(() => t.close());

  const stay = {
    paymentMethod: 'contact',
    propertyId: '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10',
    checkInDate: '2027-03-12',
    checkOutDate: '2027-03-10',
    adults: 2,
    totalAmount: '9000.00',
  };
  const book = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', headers, payload: stay });
  const signIn = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });

  it('answers a bad booking with 400 in Hindi for Accept-Language: hi, in English without', async () => {
    const english = await book({ cookie });
    const hindi = await book({ cookie, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect([english.statusCode, hindi.statusCode]).toEqual([400, 400]);
    expect(english.json()).toEqual({ message: 'checkOutDate: must be after checkInDate' });
    expect(hindi.json()).toEqual({ message: 'checkOutDate: checkInDate के बाद की होनी चाहिए' });
  });

  it('answers a bad sign-in with the same status in both languages', async () => {
    const wrong = { email: 'nobody@example.com', password: 'Wrong1234' };
    expect((await signIn(wrong)).json()).toEqual({ message: 'Invalid email or password' });
    const hindi = await signIn(wrong, { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ message: 'ईमेल या पासवर्ड गलत है' });

    const malformed = { email: 'not-an-email', password: 'x' };
    const english400 = await signIn(malformed, { 'accept-language': 'en-GB' });
    const hindi400 = await signIn(malformed, { 'accept-language': 'hi' });
    expect([english400.statusCode, hindi400.statusCode]).toEqual([400, 400]);
    expect(english400.json()).toEqual({ message: 'email: Invalid email address' });
    expect(hindi400.json()).toEqual({ message: 'email: ईमेल पता सही नहीं है' });
  });

  it("follows the signed-in user's language when the request names none, and the request's when it does", async () => {
    expect((await book({ cookie: hindiReader })).json()).toEqual({
      message: 'checkOutDate: checkInDate के बाद की होनी चाहिए',
    });
    expect((await book({ cookie: hindiReader, 'accept-language': 'en' })).json()).toEqual({
      message: 'checkOutDate: must be after checkInDate',
    });
  });

  it('answers an unknown endpoint and a refused caller in Hindi too', async () => {
    const missing = await t.app.inject({ url: '/api/nothing', headers: { 'accept-language': 'hi' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/[\u0900-\u097F]/);
    expect(missing.json().message).toContain('GET /api/nothing');
    const refused = await t.app.inject({ url: '/api/bookings', headers: { 'accept-language': 'hi' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/[\u0900-\u097F]/);
  });
});
