import { describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseSettings } from './config.ts';

const KEY = 'a'.repeat(64);
const DATABASE_URL = 'postgres://db.internal/basera';

describe('configuration from the environment', () => {
  it('refuses DATABASE_URL without ENCRYPTION_KEY, and says why', () => {
    expect(() => loadConfig({ DATABASE_URL })).toThrow(
      /ENCRYPTION_KEY is required when DATABASE_URL is set: every instance must encrypt and read Aadhaar numbers with the same key/,
    );
    expect(loadConfig({ DATABASE_URL, ENCRYPTION_KEY: KEY }).encryptionKey).toBe(KEY);
  });

  it('runs web and worker in one process by default, holds for 15 minutes, and refuses an unknown role', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', jobPollSeconds: 2, bookingHoldMinutes: 15 });
    expect(loadConfig({ ROLE: 'worker', BOOKING_HOLD_MINUTES: '1', JOB_POLL_SECONDS: '0.5' })).toMatchObject({
      role: 'worker',
      bookingHoldMinutes: 1,
      jobPollSeconds: 0.5,
    });
    expect(() => loadConfig({ ROLE: 'both' })).toThrow(/ROLE/);
    expect(() => loadConfig({ JOB_POLL_SECONDS: '0.1' })).toThrow(/JOB_POLL_SECONDS/);
  });

  it('takes a job active for 300 s as abandoned unless JOB_TIMEOUT_SECONDS says otherwise (1 s to under a day)', () => {
    expect(loadConfig({}).jobTimeoutSeconds).toBe(300);
    expect(loadConfig({ JOB_TIMEOUT_SECONDS: '3' }).jobTimeoutSeconds).toBe(3);
    expect(() => loadConfig({ JOB_TIMEOUT_SECONDS: '0' })).toThrow(/JOB_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ JOB_TIMEOUT_SECONDS: '86400' })).toThrow(/JOB_TIMEOUT_SECONDS/);
  });

  it('takes a 3% commission and holds payouts 24 hours after check-in unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ hostCommissionPercent: 3, payoutHoldHours: 24 });
    expect(loadConfig({ HOST_COMMISSION_PERCENT: '0', PAYOUT_HOLD_HOURS: '0.01' })).toMatchObject({
      hostCommissionPercent: 0,
      payoutHoldHours: 0.01,
    });
    for (const commission of ['2.5', '-1', '51', 'three'])
      expect(() => loadConfig({ HOST_COMMISSION_PERCENT: commission })).toThrow(/HOST_COMMISSION_PERCENT/);
    for (const hold of ['-1', '721', 'a day'])
      expect(() => loadConfig({ PAYOUT_HOLD_HOURS: hold })).toThrow(/PAYOUT_HOLD_HOURS/);
  });

  it("runs the payout release job's clock ahead only on a test server", () => {
    expect(loadConfig({}).testPayoutClockAheadHours).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_PAYOUT_CLOCK_AHEAD_HOURS: '72' }).testPayoutClockAheadHours,
    ).toBe(72);
    for (const NODE_ENV of [undefined, 'production', 'development'])
      expect(() => loadConfig({ NODE_ENV, TEST_PAYOUT_CLOCK_AHEAD_HOURS: '72' })).toThrow(
        'TEST_PAYOUT_CLOCK_AHEAD_HOURS releases payouts early and is for test servers only: set NODE_ENV=test, or unset it.',
      );
  });

  it('lets the embedded engine run without a key (one is generated into DATA_DIR)', () => {
    expect(loadConfig({}).encryptionKey).toBeUndefined();
  });

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => loadConfig({ ENCRYPTION_KEY: 'secret' })).toThrow(/ENCRYPTION_KEY: must be 32 bytes/);
  });

  it('builds links from PUBLIC_URL, by default http://localhost:PORT', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:5000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://basera.example/' }).publicUrl).toBe('https://basera.example');
  });

  it('leaves SEED_DEMO undecided when unset, so the engine decides', () => {
    expect(loadConfig({}).seedDemo).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true', NODE_ENV: 'production' })).toMatchObject({
      seedDemo: true,
      production: true,
    });
  });

  it('gives a request 30 s to arrive unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(1000);
  });

  it('migrations need only where the database is', () => {
    expect(loadDatabaseSettings({ DATABASE_URL })).toMatchObject({ databaseUrl: DATABASE_URL });
  });

  it('takes payments with the simulated gateway unless Razorpay keys are set', () => {
    expect(loadConfig({}).payment.provider).toBe('simulated');
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig(keys).payment).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_1',
      keySecret: 's',
      webhookSecret: 'w',
    });
    expect(loadConfig({ ...keys, PAYMENT_PROVIDER: 'simulated' }).payment.provider).toBe('simulated');
  });

  it('refuses Razorpay without its webhook secret, and says why', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /needs RAZORPAY_WEBHOOK_SECRET: .*would be lost/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
  });

  it('refuses pretend payments in production on a shared database unless asked for', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/basera',
      ENCRYPTION_KEY: 'a'.repeat(64),
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER=simulated to take simulated payments/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'simulated' }).payment.provider).toBe('simulated');
  });
});
