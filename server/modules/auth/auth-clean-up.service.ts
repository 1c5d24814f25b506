import type { Executor } from '../../db/client.ts';
import { deleteEndedCounters } from './attempt-counters.repository.ts';
import { deleteSpentVerificationTokens } from './email-verification.repository.ts';
import { deleteLapsedResetTokens } from './password-reset.repository.ts';
import { deleteStaleSessions, deleteUserSessions } from './sessions.repository.ts';

// What signing in leaves behind and no longer needs, forgotten by the scheduled sweeps (each its
// own job): every one is idempotent, since what is gone is not due any more.

/** Sessions past their end, or idle for longer than SESSION_IDLE_DAYS (`sessionIdleMs`), end. */
export function endStaleSessions(db: Executor, now: Date, sessionIdleMs: number) {
  return deleteStaleSessions(db, now, new Date(now.getTime() - sessionIdleMs));
}

/** Password-reset links past their expiry are forgotten. */
export function forgetLapsedResetLinks(db: Executor, now: Date) {
  return deleteLapsedResetTokens(db, now);
}

/** Attempt counts whose window has ended stop limiting anyone and are forgotten. */
export function forgetEndedAttemptCounts(db: Executor, now: Date) {
  return deleteEndedCounters(db, now);
}

/** Verification links used or past their expiry are forgotten. */
export function forgetSpentVerificationLinks(db: Executor, now: Date) {
  return deleteSpentVerificationTokens(db, now);
}

/** The user is signed out on every device (a suspension or a ban takes effect at once). */
export function signOutEverywhere(db: Executor, userId: string) {
  return deleteUserSessions(db, userId);
}
