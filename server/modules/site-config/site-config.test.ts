import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const imgSrcOf = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('img-src')) ?? '';

describe.each(testEngines)('GET /api/site-config on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers OpenStreetMap tiles by default, and the page may load them', async () => {
    t = await startTestApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
      payment: { provider: 'simulated', scriptUrl: '/simulated-checkout.js' },
      periods: { requestExpiryHours: 48, reviewWindowDays: 14 },
    });
    // The simulated checkout is the app's own script: no outside origin may run scripts or frames.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('razorpay');
    expect(imgSrcOf(String(res.headers['content-security-policy']))).toContain(
      'https://tile.openstreetmap.org',
    );
  });

  it('answers the configured tile server, whose origin the Content-Security-Policy allows for images', async () => {
    t = await startTestApp(engine, {
      MAP_TILE_URL: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png?key=abc',
      MAP_ATTRIBUTION: '© Example Maps',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.json()).toEqual({
      map: {
        tileUrl: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png?key=abc',
        attribution: '© Example Maps',
      },
      payment: { provider: 'simulated', scriptUrl: '/simulated-checkout.js' },
      periods: { requestExpiryHours: 48, reviewWindowDays: 14 },
    });
    // Every answer, the web app's page included, carries the policy the browser applies to tiles.
    const imgSrc = imgSrcOf(String(res.headers['content-security-policy']));
    expect(imgSrc).toContain('https://*.tiles.example.in');
    expect(imgSrc).not.toContain('openstreetmap');
  });

  it("loads Razorpay's checkout when its keys are set, and admits its script and frames", async () => {
    t = await startTestApp(engine, {
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.json().payment).toEqual({
      provider: 'razorpay',
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  });

  it('answers the periods the operator set, which pages quote', async () => {
    t = await startTestApp(engine, { REQUEST_EXPIRY_HOURS: '2', REVIEW_WINDOW_DAYS: '30' });
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.json().periods).toEqual({ requestExpiryHours: 2, reviewWindowDays: 30 });
  });
});
