import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../testing/account-state.repository.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { makeUser } from '../../testing/factories.ts';
import { AADHAAR, AADHAAR_TYPED, profileKit } from '../../testing/profile-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Onboarding through PUT /api/user/profile: roles, documents, field rules, whose row. Email and
// photo changes: profile-email-and-photo.test.ts.
describe.each(testEngines)('PUT /api/user/profile (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());
  const { answers, save, me, customer } = profileKit(() => t.app);

  it('makes a customer with both documents an owner and answers PAN and Aadhaar masked', async () => {
    const c = await customer();
    const res = await save(c.cookie, {
      ...c.personal,
      profileImageUrl: null,
      role: 'owner',
      panNumber: 'abcpe1234f',
      aadharNumber: AADHAAR_TYPED,
      isProfileComplete: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: c.id,
      email: c.email,
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '+919876543210',
      profileImageUrl: null,
      role: 'owner',
      panNumber: 'ABCPE••••F',
      aadharNumber: 'XXXX XXXX 2346',
      isProfileComplete: true,
      emailVerified: false,
      language: 'en',
    });
    expect(await me(c.cookie)).toEqual(res.json());

    const row = await userRow(t.handle.db, c.id);
    expect(row.panNumber).toBe('ABCPE1234F');
    expect(row.aadhaarLast4).toBe('2346');
    expect(row.aadhaarEncrypted).not.toContain('23412341');
    expect(t.app.deps.fieldCipher.decrypt(row.aadhaarEncrypted!)).toBe(AADHAAR);
  });

  it('keeps a customer a customer without role owner, and counts stored documents when asked later', async () => {
    const c = await customer();
    const first = await save(c.cookie, { ...c.personal, panNumber: 'ABCPE1234F', aadharNumber: AADHAAR });
    expect(first.json()).toMatchObject({ role: 'customer', isProfileComplete: true });
    const later = await save(c.cookie, { ...c.personal, role: 'owner' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ role: 'owner', aadharNumber: 'XXXX XXXX 2346' });
  });

  it('refuses role admin and changes nothing', async () => {
    const c = await customer();
    const before = await userRow(t.handle.db, c.id);
    const res = await save(c.cookie, { ...c.personal, firstName: 'Climber', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'role: role must be customer or owner' });
    expect(await userRow(t.handle.db, c.id)).toEqual(before);
  });

  it('never demotes: an owner asking for customer stays an owner, an admin stays an admin', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const user = await makeUser(t.handle.db, { role });
      const cookie = await signIn(t.app, user);
      const res = await save(cookie, {
        firstName: 'Rohan',
        lastName: 'Mehta',
        email: user.email,
        phone: '+91 99200 11223',
        role: 'customer',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ role, firstName: 'Rohan', phone: '+919920011223' });
    }
  });

  it('asks for both documents before making an owner, and changes nothing without them', async () => {
    const c = await customer();
    const before = await userRow(t.handle.db, c.id);
    for (const documents of [{}, { panNumber: 'ABCPE1234F' }, { aadharNumber: AADHAAR }]) {
      const res = await save(c.cookie, { ...c.personal, firstName: 'Changed', role: 'owner', ...documents });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please provide both PAN and Aadhaar numbers.' });
    }
    expect(await userRow(t.handle.db, c.id)).toEqual(before);
  });

  it.each([
    ['panNumber', 'ABC1234567', 'panNumber: PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F'],
    [
      'panNumber',
      'ABCXE1234F',
      'panNumber: PAN is not valid: its fourth letter must be one of P, C, H, F, A, B, G, J, L or T',
    ],
    ['panNumber', 'ABCPE0000F', 'panNumber: PAN is not valid: its serial number cannot be 0000'],
    [
      'aadharNumber',
      '234123412347',
      'aadharNumber: Aadhaar number is not valid: please check the digits (its last digit does not match)',
    ],
    ['aadharNumber', '23412341234', 'aadharNumber: Aadhaar number must be 12 digits'],
    ['aadharNumber', '134123412346', 'aadharNumber: Aadhaar number cannot start with 0 or 1'],
    [
      'phone',
      '12345 67890',
      'phone: Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9',
    ],
    ['email', 'not-an-email', 'email: Email must be a valid email address'],
    ['firstName', '  ', 'firstName: First name is required'],
  ])('refuses %s %j with a message naming it, changing nothing', async (field, value, message) => {
    const c = await customer();
    const before = await userRow(t.handle.db, c.id);
    const body = { ...c.personal, role: 'owner', panNumber: 'ABCPE1234F', aadharNumber: AADHAAR };
    const res = await save(c.cookie, { ...body, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await userRow(t.handle.db, c.id)).toEqual(before);
  });

  it("changes only the caller's own row, whatever ids the body names", async () => {
    const c = await customer();
    const other = await customer();
    const otherBefore = await userRow(t.handle.db, other.id);
    const res = await save(c.cookie, {
      ...c.personal,
      firstName: 'Mine',
      id: other.id,
      userId: other.id,
      role: 'owner',
      panNumber: 'ABCPE1234F',
      aadharNumber: AADHAAR,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, firstName: 'Mine', role: 'owner' });
    expect(await userRow(t.handle.db, other.id)).toEqual(otherBefore);
  });

  it('refuses a visitor with 401', async () => {
    const res = await save(undefined, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '9876543210',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('never answered the Aadhaar number, with or without spaces', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const res of answers) {
      for (const secret of [AADHAAR, AADHAAR_TYPED, '2341 2341', '23412341']) {
        expect(res.body).not.toContain(secret);
      }
    }
  });
});
