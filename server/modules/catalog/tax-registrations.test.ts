import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../../domain/rules/gstin.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// What sets Basera's GST registrations apart from the other catalogues (the shared admin tests in
// catalogue-admin.test.ts cover adding, replacing, deleting, bad bodies and who may): one per state.

const PAN = 'AABCB1234K';
const kerala = { legalName: 'Basera Stays Private Limited', address: 'Kochi 682011', state: 'Kerala' };

describe.each(testEngines)("Basera's tax registrations on %s", (engine) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await startTestApp(engine);
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    cookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const list = async () => (await send('GET', '/api/admin/tax-registrations')).json();

  it('keeps a GSTIN typed in lower case with spaces around it in capitals', async () => {
    const res = await send('POST', '/api/admin/tax-registrations', {
      ...kerala,
      gstin: ` ${makeGstin('32', PAN).toLowerCase()} `,
    });
    expect([res.statusCode, res.json().gstin]).toEqual([201, makeGstin('32', PAN)]);
  });

  it('refuses a second registration for a state, added or replaced into it, with 409; nothing changes', async () => {
    const before = await list();
    const second = await send('POST', '/api/admin/tax-registrations', {
      ...kerala,
      gstin: makeGstin('32', PAN, '2'),
    });
    expect([second.statusCode, second.json().message]).toEqual([
      409,
      'Basera already has a tax registration for that state',
    ]);
    const goa = await send('POST', '/api/admin/tax-registrations', {
      ...kerala,
      state: 'Goa',
      gstin: makeGstin('30', PAN),
    });
    expect(goa.statusCode, goa.body).toBe(201);
    const moved = await send('PUT', `/api/admin/tax-registrations/${goa.json().id}`, {
      ...kerala,
      gstin: makeGstin('32', PAN, '3'),
    });
    expect([moved.statusCode, moved.json().message]).toEqual([
      409,
      'Basera already has a tax registration for that state',
    ]);
    expect(await list()).toEqual([...before, goa.json()]);
  });
});
