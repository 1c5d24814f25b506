import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, freshDatabase, testEngines } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { loggableError, sqlState } from './db-errors.ts';
import { users } from './schema.ts';

describe.each(testEngines)('database errors in the log (%s)', (engine: Engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  it('keep the SQL and the SQLSTATE but not the values', async () => {
    const err = await handle.db
      .insert(users)
      .values({ email: 'x@example.com', passwordHash: '$argon2id$SECRET-HASH', firstName: 'a\u0000b' })
      .catch((e: unknown) => e);
    expect(String((err as Error).message) + JSON.stringify(err)).toContain('SECRET-HASH');

    const logged = loggableError(err) as Error & { cause?: Error };
    const text = [logged.message, logged.stack, JSON.stringify(logged), JSON.stringify(logged.cause)].join();
    expect(text).not.toContain('SECRET-HASH');
    expect(text).not.toContain('x@example.com');
    expect(logged.message).toMatch(/^Failed query: insert into "users"/);
    expect(sqlState(logged)).toBe(sqlState(err));
  });

  it('leaves other values alone', () => {
    expect(loggableError('text')).toBe('text');
    expect((loggableError(new TypeError('boom')) as Error).message).toBe('boom');
  });
});
