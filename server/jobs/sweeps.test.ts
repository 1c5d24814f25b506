import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { passwordResetTokens, sessions } from '../db/schema.ts';
import { memoryMailer } from '../integrations/mail/mailer.ts';
import { createMailOutbox } from '../integrations/mail/outbox.ts';
import { createPaymentProvider } from '../integrations/payments/create-payment-provider.ts';
import { createFileStorage } from '../integrations/storage/create-storage.ts';
import { makeSession, makeUser } from '../testing/factories.ts';
import { freshDatabase, testEngines } from '../testing/test-database.ts';
import { createJobQueue } from './job-queue.ts';
import { runSweeps } from './sweeps.ts';

describe.each(testEngines)('sweeps (%s)', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  it('removes ended sessions and lapsed reset tokens, keeps live ones', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const { id: userId } = await makeUser(handle.db);
    const live = await makeSession(handle.db, userId);
    await makeSession(handle.db, userId, { lastSeenAt: new Date(now - 8 * day) }); // idle a week
    await makeSession(handle.db, userId, { expiresAt: new Date(now - 1000) }); // past its end
    await handle.db.insert(passwordResetTokens).values([
      { userId, tokenHash: 'a'.repeat(64), expiresAt: new Date(now + day) },
      { userId, tokenHash: 'b'.repeat(64), expiresAt: new Date(now - 1000) },
    ]);
    const config = loadConfig({ DATA_DIR: '.data/test' });
    const log = { error() {}, warn() {} };
    const deps = {
      db: handle.db,
      config,
      log,
      payments: createPaymentProvider(config),
      outbox: createMailOutbox(memoryMailer(), createJobQueue(handle.db, { pollSeconds: 1 }, log)),
      storage: createFileStorage(config),
    };
    await runSweeps(deps);
    await runSweeps(deps); // idempotent
    expect((await handle.db.select().from(sessions)).map((s) => s.id)).toEqual([live.id]);
    expect((await handle.db.select().from(passwordResetTokens)).map((t) => t.tokenHash[0])).toEqual(['a']);
  });
});
