import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../domain/rules/stay-dates.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { registerUser } from '../testing/auth-helpers.ts';
import { makeProperty, makeSession, makeUser } from '../testing/factories.ts';
import { freshDatabase, testEngines } from '../testing/test-database.ts';

// Issue 22 item 8: live tokens (reset and verification links, the calendar's secret address) must
// never reach a log line in production, where the log is shipped and kept.
describe.each(testEngines)('secrets in production logs on %s', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-secret-logs-'));
  const logged: string[] = [];
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  /** Everything the server wrote: its log stream and the console (stdout). */
  const allLogged = () => logged.join('\n');

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => logged.push(args.join(' ')));
    handle = await freshDatabase(engine);
    // No SMTP_URL: mail goes to files under DATA_DIR, as on a server whose SMTP is not set up yet.
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config, db: handle.db, logStream });
    await app.ready();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const deliverMail = async () => {
    await app.deps.background.drain();
    await app.deps.outbox.deliver();
  };
  const mailedTokens = () =>
    readdirSync(path.join(dataDir, 'mail')).flatMap((file) =>
      [...readFileSync(path.join(dataDir, 'mail', file), 'utf8').matchAll(/token=([\w-]+)/g)].map(
        (m) => m[1]!,
      ),
    );

  it('writes reset and verification links to the mail files but never logs their tokens', async () => {
    await registerUser(app, { email: 'logs@example.com' });
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'logs@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await deliverMail();
    const tokens = mailedTokens();
    expect(tokens).toHaveLength(2); // the verification mail and the reset mail
    expect(allLogged()).toContain('mail to logs@example.com');
    for (const token of tokens) expect(allLogged()).not.toContain(token);
  });

  it("never logs the calendar export's secret token, answered or not", async () => {
    const owner = await makeUser(handle.db, { role: 'owner' });
    const { cookie } = await makeSession(handle.db, owner.id);
    const listing = await makeProperty(handle.db, { ownerId: owner.id });
    const today = todayIn('Asia/Kolkata');
    const calendar = await app.inject({
      method: 'GET',
      url: `/api/owner/properties/${listing.id}/calendar?from=${today}&to=${addDays(today, 1)}`,
      headers: { cookie },
    });
    const icsPath = new URL(calendar.json().icsUrl).pathname;
    const token = /\/api\/calendars\/([^/.]+)\.ics$/.exec(icsPath)![1]!;
    expect((await app.inject({ method: 'GET', url: icsPath })).statusCode).toBe(200);
    const wrong = `${token.slice(0, -4)}abcd`;
    expect((await app.inject({ method: 'GET', url: `/api/calendars/${wrong}.ics` })).statusCode).toBe(404);
    expect(allLogged()).toContain('"path":"/api/calendars/[redacted]"');
    expect(allLogged()).not.toContain(token);
    expect(allLogged()).not.toContain(wrong);
  });
});
