import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { FieldCipher } from './integrations/crypto/field-cipher.ts';
import type { MailOutbox } from './integrations/mail/outbox.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import type { FileStorage } from './integrations/storage/file-storage.ts';
import type { BackgroundWork } from './jobs/background-work.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/** Where errors go that no request answers for (after-commit work, background delivery). */
export type Logger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/**
 * What every service function receives first: `doThing(deps, input)`. Built once in buildApp;
 * routes reach it as `app.deps`, tests build it with the test app.
 */
export type AppDeps = {
  config: Config;
  db: Database;
  outbox: MailOutbox;
  storage: FileStorage;
  payments: PaymentProvider;
  log: Logger;
  background: BackgroundWork;
  /** The durable job queue in the database (decision 75): enqueue inside a transaction. */
  jobs: JobQueue;
  /** Seals sensitive fields (Aadhaar) at rest: AES-256-GCM under ENCRYPTION_KEY (decision 10). */
  fieldCipher: FieldCipher;
};
