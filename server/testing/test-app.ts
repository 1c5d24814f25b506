import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { memoryMailer } from '../integrations/mail/mailer.ts';
import { type Engine, freshDatabase, sameDatabaseAgain } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  mail: ReturnType<typeof memoryMailer>;
  config: Config;
  /** Finishes background work and delivers the mail outbox, so `mail.sent` holds everything sent so far. */
  deliverMail(): Promise<void>;
  close(): Promise<void>;
};

/** The whole app on a fresh empty database, with mail kept in memory. */
export async function startTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  return startTestAppOn(await freshDatabase(engine), env);
}

/**
 * A second instance of `t`'s app on the same PostgreSQL database through a pool of its own, as a
 * second server behind a load balancer. Its close leaves the database to `t`.
 */
export async function secondInstance(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  return startTestAppOn(await sameDatabaseAgain(t.handle), env);
}

async function startTestAppOn(handle: DatabaseHandle, env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: '.data/test',
    LOG_LEVEL: 'silent',
    // Tests change data and search again at once: no reused search answers unless a test asks.
    SEARCH_CACHE_MS: '0',
    ...env,
  });
  const mail = memoryMailer();
  const app = await buildApp({ config, db: handle.db, mailer: mail, logger: false });
  await app.ready();
  return {
    app,
    handle,
    mail,
    config,
    async deliverMail() {
      await app.deps.background.drain();
      await app.deps.outbox.deliver();
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The session cookie(s) a response set, as a Cookie request header. */
export function cookieHeader(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
