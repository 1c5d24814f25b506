import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { passwordResetTokens, sessions, users } from '../db/schema.ts';
import { freshDatabase, testEngines } from '../testing/test-database.ts';
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
    const [user] = await handle.db.insert(users).values({ email: 'sweep@example.com' }).returning();
    const userId = user!.id;
    await handle.db.insert(sessions).values([
      { id: 'live', userId, scope: 'user', expiresAt: new Date(now + day) },
      {
        id: 'idle',
        userId,
        scope: 'user',
        expiresAt: new Date(now + day),
        lastSeenAt: new Date(now - 8 * day),
      },
      { id: 'ended', userId, scope: 'user', expiresAt: new Date(now - 1000) },
    ]);
    await handle.db.insert(passwordResetTokens).values([
      { userId, tokenHash: 'a'.repeat(64), expiresAt: new Date(now + day) },
      { userId, tokenHash: 'b'.repeat(64), expiresAt: new Date(now - 1000) },
    ]);
    await runSweeps(handle.db, loadConfig({}));
    await runSweeps(handle.db, loadConfig({})); // idempotent
    expect((await handle.db.select().from(sessions)).map((s) => s.id)).toEqual(['live']);
    expect((await handle.db.select().from(passwordResetTokens)).map((t) => t.tokenHash[0])).toEqual(['a']);
  });
});
