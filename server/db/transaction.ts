import { m } from '#i18n/messages.js';
import type { AppDeps } from '../app-deps.ts';
import { conflict, type HttpError } from '../http/http-error.ts';
import type { Transaction } from './client.ts';
import {
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  isForeignKeyRefusal,
  sqlState,
  UNIQUE_VIOLATION,
} from './db-errors.ts';

const DEADLOCK_ATTEMPTS = 3;

/** Work to do once the transaction has committed (never after a rollback). */
export type AfterCommit = (work: () => unknown) => void;

/** What the database's guards mean to the caller of this particular change. */
export type GuardAnswers = {
  /** A unique constraint refused a duplicate: answered 409 with this message (in the request's language). */
  unique?: string;
  /** A row referred to is gone: answered with this error (default 409). */
  foreignKey?: HttpError;
};

/**
 * Runs `work` in one transaction. The database's guards become clear answers: an exclusion
 * violation (an overlapping booking) is 409 "Those dates are no longer available", a unique
 * violation 409 with `answers.unique`, a foreign key violation `answers.foreignKey`. Work handed
 * to `afterCommit` runs after the commit, in order; its failure is logged, never undoes the change.
 * A transaction the database rolled back to break a deadlock runs again (at most three tries).
 */
export async function inTransaction<T>(
  deps: Pick<AppDeps, 'db' | 'log'>,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
  answers: GuardAnswers = {},
): Promise<T> {
  let pending: (() => unknown)[] = [];
  let result: T;
  for (let attempt = 1; ; attempt++) {
    pending = [];
    try {
      result = await deps.db.transaction((tx) => work(tx, (job) => void pending.push(job)));
      break;
    } catch (err) {
      // Two writers each waiting for the other (say, at an exclusion constraint): the database
      // rolled one back, which may simply run again.
      if (sqlState(err) === DEADLOCK_DETECTED && attempt < DEADLOCK_ATTEMPTS) continue;
      throw guardAnswer(err, answers) ?? err;
    }
  }
  for (const job of pending) {
    try {
      await job();
    } catch (err) {
      deps.log.error({ err }, 'after-commit work failed');
    }
  }
  return result;
}

function guardAnswer(err: unknown, answers: GuardAnswers): HttpError | undefined {
  if (isForeignKeyRefusal(err)) return answers.foreignKey ?? conflict(m.server_reference_gone());
  switch (sqlState(err)) {
    case EXCLUSION_VIOLATION:
      return conflict(m.server_dates_taken());
    case UNIQUE_VIOLATION:
      return conflict(answers.unique ?? m.server_already_exists());
    default:
      return undefined;
  }
}
