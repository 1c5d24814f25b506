import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkedAccountRefused } from '../../integrations/payments/payment-provider.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { payoutAccountCount, storedPayoutAccount } from '../../testing/payout-state.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const ACCOUNT = {
  accountHolderName: 'Asha Verma',
  ifsc: 'HDFC0001234',
  accountNumber: '50100123456789',
  currentPassword: 'Secret123',
};
const MASKED = 'XXXXXX6789';
const UNAVAILABLE =
  'We could not reach our payment partner to link your bank account. Nothing was saved: please try again in a few minutes.';

describe.each(testEngines)("a host's payout account on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '4', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  let clients = 0;
  const owner = async (fields: Parameters<typeof makeUser>[1] = {}) => {
    const user = await makeUser(t.handle.db, { role: 'owner', firstName: 'Asha', ...fields });
    return { id: user.id, email: user.email, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };
  type Host = { id?: string; cookie: string } | null;
  // Each request from its own address: the per-address limit is not what these tests are about.
  const headers = (host: Host) => ({
    'x-forwarded-for': `10.9.0.${++clients % 250}`,
    ...(host ? { cookie: host.cookie } : {}),
  });
  const put = (host: Host, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/owner/payout-account', payload, headers: headers(host) });
  const get = (host: Host) =>
    t.app.inject({ method: 'GET', url: '/api/owner/payout-account', headers: headers(host) });
  const mailTo = async (to: string) => {
    await t.deliverMail();
    return t.mail.sent.filter((m) => m.to === to);
  };

  it('has no payout account until the host adds one', async () => {
    const res = await get(await owner());
    expect([res.statusCode, res.json()]).toEqual([200, null]);
  });

  it('links the first account at the gateway, keeps the number sealed and answers it masked', async () => {
    const host = await owner();
    const res = await put(host, { ...ACCOUNT, ifsc: ' hdfc0001234 ', accountNumber: '5010 0123 4567 89' });
    const expected = {
      accountHolderName: 'Asha Verma',
      ifsc: 'HDFC0001234',
      accountNumberMasked: MASKED,
      linkedAccount: { id: expect.stringMatching(/^acc_[A-Za-z0-9]{14}$/), status: 'activated' },
    };
    expect([res.statusCode, res.json()]).toEqual([200, expected]);
    expect((await get(host)).json()).toEqual(res.json());
    expect(res.body).not.toContain('50100123456789');

    const row = await storedPayoutAccount(t.handle.db, host.id);
    expect(row).toMatchObject({ accountNumberLast4: '6789', linkedAccountId: res.json().linkedAccount.id });
    expect(row?.accountNumberEncrypted).not.toContain('50100123456789');
    expect(t.app.deps.fieldCipher.decrypt(row!.accountNumberEncrypted)).toBe('50100123456789');

    const [mail, ...more] = await mailTo(host.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Basera payout account was added');
    expect(mail?.text).toContain(`account ${MASKED} (IFSC HDFC0001234) in the name of Asha Verma`);
    expect(mail?.text).not.toContain('50100123456789');
  });

  it('changes the account only with the current password, keeping the same linked account', async () => {
    const host = await owner();
    const first = (await put(host, ACCOUNT)).json();
    const change = {
      accountHolderName: 'Asha R Verma',
      ifsc: 'ICIC0000042',
      accountNumber: '000123456789012345',
    };

    const missing = await put(host, change);
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: 'currentPassword: Current password is required' },
    ]);
    const wrong = await put(host, { ...change, currentPassword: 'Wrong1234' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: 'Current password is incorrect' }]);
    expect((await get(host)).json()).toEqual(first);

    const changed = await put(host, { ...change, currentPassword: 'Secret123' });
    expect([changed.statusCode, changed.json()]).toEqual([
      200,
      {
        accountHolderName: 'Asha R Verma',
        ifsc: 'ICIC0000042',
        accountNumberMasked: 'XXXXXX2345',
        linkedAccount: first.linkedAccount,
      },
    ]);
    expect((await get(host)).json()).toEqual(changed.json());
    expect((await mailTo(host.email)).map((m) => m.subject)).toEqual([
      'Your Basera payout account was added',
      'Your Basera payout account was changed',
    ]);
  });

  it('asks for the current password for the first account too, and for a Google-only host a password first', async () => {
    const host = await owner();
    const { currentPassword: _, ...withoutPassword } = ACCOUNT;
    expect((await put(host, withoutPassword)).json()).toEqual({
      message: 'currentPassword: Current password is required',
    });
    const google = await owner({ passwordHash: null, googleSubject: `google-${Date.now()}` });
    const res = await put(google, ACCOUNT);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'This account signs in with Google. Use Forgot password to set a password.' },
    ]);
    expect((await get(host)).json()).toBeNull();
    expect((await get(google)).json()).toBeNull();
  });

  it('refuses each bad field with a message naming it; nothing changes', async () => {
    const host = await owner();
    await put(host, ACCOUNT);
    const before = (await get(host)).json();
    for (const [change, message] of [
      [{ accountHolderName: '  ' }, 'accountHolderName: Account holder name is required'],
      [
        { accountHolderName: 'A'.repeat(121) },
        'accountHolderName: Account holder name must be at most 120 characters',
      ],
      [{ accountHolderName: undefined }, 'accountHolderName: Account holder name is required'],
      [{ ifsc: '' }, 'ifsc: IFSC is required'],
      [{ ifsc: 'HDFC000123' }, 'ifsc: IFSC must be 11 characters (this one has 10)'],
      [
        { ifsc: 'HDFC1001234' },
        'ifsc: IFSC must be 4 letters, a zero and 6 letters or digits, like HDFC0001234',
      ],
      [
        { ifsc: '1234012345A' },
        'ifsc: IFSC must be 4 letters, a zero and 6 letters or digits, like HDFC0001234',
      ],
      [{ ifsc: 42 }, 'ifsc: IFSC is required'],
      [{ accountNumber: '12345678' }, 'accountNumber: Account number must be 9 to 18 digits'],
      [{ accountNumber: '1234567890123456789' }, 'accountNumber: Account number must be 9 to 18 digits'],
      [{ accountNumber: '12345678O' }, 'accountNumber: Account number must be 9 to 18 digits'],
      [{ accountNumber: ' ' }, 'accountNumber: Account number is required'],
      [{ accountNumber: undefined }, 'accountNumber: Account number is required'],
      [{ currentPassword: '' }, 'currentPassword: Current password is required'],
    ] as const) {
      const res = await put(host, { ...ACCOUNT, ...change });
      expect([res.statusCode, res.json().message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect((await get(host)).json()).toEqual(before);
  });

  it('keeps each host to their own account', async () => {
    const [asha, ravi] = [await owner(), await owner({ firstName: 'Ravi' })];
    await put(asha, ACCOUNT);
    expect((await get(ravi)).json()).toBeNull();
    await put(ravi, { ...ACCOUNT, accountHolderName: 'Ravi Kumar', accountNumber: '111122223333' });
    expect((await get(asha)).json().accountNumberMasked).toBe(MASKED);
    expect((await get(ravi)).json().accountNumberMasked).toBe('XXXXXX3333');
  });

  it('answers owners only: 401 signed out, 403 for a customer; nothing is saved', async () => {
    const before = await payoutAccountCount(t.handle.db);
    const customer = await makeUser(t.handle.db, { role: 'customer' });
    const customerHost = { cookie: (await makeSession(t.handle.db, customer.id)).cookie };
    for (const [host, status] of [
      [null, 401],
      [customerHost, 403],
    ] as const) {
      expect((await get(host)).statusCode).toBe(status);
      expect((await put(host, ACCOUNT)).statusCode).toBe(status);
    }
    expect(await payoutAccountCount(t.handle.db)).toBe(before);
  });

  it('answers 503 and saves nothing when the gateway fails; the account on file stays', async () => {
    const provider = t.app.deps.payments;
    const { createLinkedAccount, changeSettlementAccount } = provider;
    const fail = async () => {
      throw new Error('connect ETIMEDOUT api.razorpay.com');
    };
    provider.createLinkedAccount = fail;
    provider.changeSettlementAccount = fail;
    try {
      const newcomer = await owner();
      const res = await put(newcomer, ACCOUNT);
      expect([res.statusCode, res.json()]).toEqual([503, { message: UNAVAILABLE }]);
      expect((await get(newcomer)).json()).toBeNull();
      expect(await mailTo(newcomer.email)).toEqual([]);

      provider.createLinkedAccount = createLinkedAccount;
      const host = await owner();
      const saved = (await put(host, ACCOUNT)).json();
      const change = await put(host, { ...ACCOUNT, accountNumber: '999988887777' });
      expect([change.statusCode, change.json()]).toEqual([503, { message: UNAVAILABLE }]);
      expect((await get(host)).json()).toEqual(saved);
      expect((await mailTo(host.email)).map((m) => m.subject)).toEqual([
        'Your Basera payout account was added',
      ]);
    } finally {
      provider.createLinkedAccount = createLinkedAccount;
      provider.changeSettlementAccount = changeSettlementAccount;
    }
  });

  it("passes on the gateway's refusal of the bank details as a 400; nothing is saved", async () => {
    const provider = t.app.deps.payments;
    const { createLinkedAccount } = provider;
    provider.createLinkedAccount = async () => {
      throw new LinkedAccountRefused('The ifsc code is invalid');
    };
    try {
      const host = await owner();
      const res = await put(host, ACCOUNT);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: 'Our payment partner did not accept these bank details: The ifsc code is invalid' },
      ]);
      expect((await get(host)).json()).toBeNull();
    } finally {
      provider.createLinkedAccount = createLinkedAccount;
    }
  });

  it('limits password attempts per host like the other account routes', async () => {
    const host = await owner();
    for (let i = 0; i < 4; i++)
      expect((await put(host, { ...ACCOUNT, currentPassword: 'Wrong1234' })).statusCode).toBe(400);
    const limited = await put(host, ACCOUNT);
    expect(limited.statusCode).toBe(429);
    expect((await get(host)).json()).toBeNull();
  });
});
