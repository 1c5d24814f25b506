import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../../domain/rules/gstin.ts';
import { hostTaxRegistrations } from '../../db/schema.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const PAN = 'AAPFU0939F';
const OTHER_PAN = 'BBBPH4321Q';
const CHECKSUM = 'GSTIN check character (the 15th) does not match the others: look for a mistyped character';
const mumbai = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Asha Homestays',
  address: '14 Hill Road, Mumbai 400050',
};
const panaji = {
  gstin: makeGstin('30', PAN),
  legalName: 'Asha Homestays',
  address: 'Altinho, Panaji 403001',
};

describe.each(testEngines)("a host's tax profile on %s", (engine) => {
  let t: TestApp;
  const cookies = { owner: '', other: '', noPan: '', customer: '' };
  beforeAll(async () => {
    t = await startTestApp(engine);
    const db = t.handle.db;
    const session = async (fields: Parameters<typeof makeUser>[1]) =>
      (await makeSession(db, (await makeUser(db, { passwordHash: null, ...fields })).id)).cookie;
    cookies.owner = await session({ role: 'owner', panNumber: PAN });
    cookies.other = await session({ role: 'owner', panNumber: OTHER_PAN });
    cookies.noPan = await session({ role: 'owner' });
    cookies.customer = await session({ role: 'customer', panNumber: PAN });
  });
  afterAll(() => t.close());

  const put = (cookie: string | null, registrations: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/owner/tax-profile',
      payload: { registrations },
      headers: cookie ? { cookie } : {},
    });
  const get = (cookie: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/owner/tax-profile', headers: cookie ? { cookie } : {} });
  const profileOf = async (cookie: string) => (await get(cookie)).json();

  it('starts with no registrations: not registered', async () => {
    const res = await get(cookies.owner);
    expect([res.statusCode, res.json()]).toEqual([200, { registrations: [] }]);
  });

  it('keeps the registrations sent, each with the state of its GSTIN, and gives them back by state', async () => {
    const res = await put(cookies.owner, [
      { ...panaji, gstin: ` ${panaji.gstin.toLowerCase()} ` },
      { ...mumbai, legalName: ' Asha Homestays ' },
    ]);
    const expected = {
      registrations: [
        { ...panaji, state: 'Goa' },
        { ...mumbai, state: 'Maharashtra' },
      ],
    };
    expect([res.statusCode, res.json()]).toEqual([200, expected]);
    expect(await profileOf(cookies.owner)).toEqual(expected);
    expect(await profileOf(cookies.other)).toEqual({ registrations: [] }); // each host their own

    const replaced = await put(cookies.owner, [mumbai]);
    expect(replaced.json()).toEqual({ registrations: [{ ...mumbai, state: 'Maharashtra' }] });
    const none = await put(cookies.owner, []);
    expect([none.statusCode, none.json()]).toEqual([200, { registrations: [] }]);
    expect(await profileOf(cookies.owner)).toEqual({ registrations: [] });
  });

  it('refuses a GSTIN holding another PAN, naming the field; nothing changes', async () => {
    await put(cookies.owner, [mumbai]);
    const before = await profileOf(cookies.owner);
    const res = await put(cookies.owner, [panaji, { ...mumbai, gstin: makeGstin('27', OTHER_PAN) }]);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      `registrations.1.gstin: GSTIN must hold the PAN ${PAN} in characters 3 to 12 (not ${OTHER_PAN})`,
    ]);
    const theirs = await put(cookies.other, [mumbai]);
    expect([theirs.statusCode, theirs.json().message]).toEqual([
      400,
      `registrations.0.gstin: GSTIN must hold the PAN ${OTHER_PAN} in characters 3 to 12 (not ${PAN})`,
    ]);
    expect(await profileOf(cookies.owner)).toEqual(before);
    expect(await profileOf(cookies.other)).toEqual({ registrations: [] });
  });

  it('refuses bad GSTINs and missing fields with what is wrong; nothing changes', async () => {
    await put(cookies.owner, [mumbai]);
    const before = await profileOf(cookies.owner);
    for (const [registration, message] of [
      [{ ...mumbai, gstin: '27AAPFU0939F1ZW' }, `registrations.0.gstin: ${CHECKSUM}`],
      [{ ...mumbai, gstin: '27AAPFU0939F2ZV' }, `registrations.0.gstin: ${CHECKSUM}`],
      [
        { ...mumbai, gstin: '27AAPFU0939F1Z' },
        'registrations.0.gstin: GSTIN must be 15 characters (this one has 14)',
      ],
      [
        { ...mumbai, gstin: makeGstin('40', PAN) },
        'registrations.0.gstin: GSTIN must start with a state code from 01 to 38 or 97 (not 40)',
      ],
      [
        { ...mumbai, gstin: '27AAPFU0939F1YV' },
        'registrations.0.gstin: GSTIN character 14 must be Z (not Y)',
      ],
      [{ ...mumbai, gstin: '' }, 'registrations.0.gstin: GSTIN is required'],
      [{ ...mumbai, legalName: ' ' }, 'registrations.0.legalName: Legal name is required'],
      [{ gstin: mumbai.gstin, legalName: 'Asha' }, 'registrations.0.address: Address is required'],
    ] as const) {
      const res = await put(cookies.owner, [registration]);
      expect([res.statusCode, res.json().message], JSON.stringify(registration)).toEqual([400, message]);
    }
    const twice = await put(cookies.owner, [mumbai, { ...mumbai, gstin: makeGstin('27', PAN, '2') }]);
    expect([twice.statusCode, twice.json().message]).toEqual([
      400,
      'registrations.1.gstin: GSTIN is a second registration in Maharashtra: give one per state',
    ]);
    const noList = await t.app.inject({
      method: 'PUT',
      url: '/api/owner/tax-profile',
      payload: {},
      headers: { cookie: cookies.owner },
    });
    expect([noList.statusCode, noList.json().message]).toEqual([
      400,
      'registrations: registrations must be a list',
    ]);
    expect(await profileOf(cookies.owner)).toEqual(before);
  });

  it('asks an owner without a PAN on record to add it first', async () => {
    const res = await put(cookies.noPan, [mumbai]);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'registrations.0.gstin: Add your PAN to your profile before your GST registrations',
    ]);
    expect((await put(cookies.noPan, [])).statusCode).toBe(200);
  });

  it('answers owners only: 401 signed out, 403 for a customer; nothing changes', async () => {
    const rows = () => t.handle.db.$count(hostTaxRegistrations);
    const before = await rows();
    for (const [cookie, status] of [
      [null, 401],
      [cookies.customer, 403],
    ] as const) {
      expect((await get(cookie)).statusCode).toBe(status);
      expect((await put(cookie, [mumbai])).statusCode).toBe(status);
    }
    expect(await rows()).toBe(before);
  });
});
