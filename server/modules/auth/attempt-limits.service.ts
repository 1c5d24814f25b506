import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import { tooManyRequests } from '../../http/http-error.ts';
import * as counters from './attempt-counters.repository.ts';

// Counters are in the database (attempt_counters): every instance counts against one limit.
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** What the attempts are, as the 429 names them ("Too many uploads"). */
export type AttemptKind = 'attempts' | 'uploads';

function tooMany(windowEndsAt: Date, now: Date, what: AttemptKind = 'attempts') {
  const minutes = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 60_000));
  return tooManyRequests(
    what === 'uploads' ? m.server_too_many_uploads({ minutes }) : m.server_too_many_attempts({ minutes }),
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
  what: AttemptKind = 'attempts',
  now = new Date(),
) {
  const counted = await counters.countAttempt(db, key, now, ATTEMPT_WINDOW_MS);
  if (counted.count > max) throw tooMany(counted.windowEndsAt, now, what);
}

/**
 * Takes one of the `max` places for a failure under `key` before the slow check it guards, and
 * refuses (429) when none is left: however many requests arrive at once, at most `max` are checked
 * in a window. The caller gives the place back (`release`) when the check passes.
 */
export async function reserveFailure({ db }: AppDeps, key: string, max: number, now = new Date()) {
  const windowEndsAt = await counters.reserveAttempt(db, key, max, now, ATTEMPT_WINDOW_MS);
  if (!windowEndsAt) throw tooMany((await counters.readAttempts(db, key, now)).windowEndsAt, now);
  return { release: () => counters.releaseAttempt(db, key, windowEndsAt) };
}

export const forgetFailures = ({ db }: AppDeps, key: string) => counters.clearAttempts(db, key);
