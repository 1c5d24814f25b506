import type { AppDeps } from '../../app-deps.ts';
import { tooManyRequests } from '../../http/http-error.ts';
import * as counters from './attempt-counters.repository.ts';

// Counters are in the database (attempt_counters): every instance counts against one limit.
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

function tooMany(windowEndsAt: Date, now: Date, what = 'attempts') {
  const minutes = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 60_000));
  return tooManyRequests(
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Counts one attempt under `key` and refuses it (429) once more than `max` fall in the window;
 * `what` names them in the answer ("Too many uploads").
 */
export async function limitAttempts(
  { db }: Pick<AppDeps, 'db'>,
  key: string,
  max: number,
  what = 'attempts',
  now = new Date(),
) {
  const counted = await counters.countAttempt(db, key, now, ATTEMPT_WINDOW_MS);
  if (counted.count > max) throw tooMany(counted.windowEndsAt, now, what);
}

/** Refuses (429) while `max` failures are counted under `key`; counts nothing itself. */
export async function refuseWhileLocked({ db }: AppDeps, key: string, max: number, now = new Date()) {
  const counted = await counters.readAttempts(db, key, now);
  if (counted.count >= max) throw tooMany(counted.windowEndsAt, now);
}

export async function countFailure({ db }: AppDeps, key: string, now = new Date()) {
  await counters.countAttempt(db, key, now, ATTEMPT_WINDOW_MS);
}

export const forgetFailures = ({ db }: AppDeps, key: string) => counters.clearAttempts(db, key);
