import type { Executor } from '../../db/client.ts';
import * as repo from './users.repository.ts';

// Accounts as the modules above users (auth, account, user-moderation) read and change them. Every
// change to one account is made under its lock (`lockUserForChange`), so they happen one at a time.

/** The answer when the unique index on users.email refuses an address another account has. */

/** The account registered with this email address, if any. */
export function userWithEmail(db: Executor, email: string) {
  return repo.findUserByEmail(db, email);
}

/** The account linked to this Google account (its subject), if any. */
export function userLinkedToGoogle(db: Executor, subject: string) {
  return repo.findUserByGoogleSubject(db, subject);
}

/** A new account; the unique email index refuses a taken address (answered `m.server_email_taken()` by callers). */
export function createAccount(db: Executor, user: repo.NewUser) {
  return repo.insertUser(db, user);
}

/** The user's row, locked until the transaction ends, as it is once the lock is held. */
export function lockUserForChange(tx: Executor, id: string) {
  return repo.lockUser(tx, id);
}

/** The account takes `changes` (a password, a role, a sanction, a profile, a link); returns it as it now is. */
export function changeAccount(db: Executor, id: string, changes: Partial<repo.NewUser>) {
  return repo.updateUser(db, id, changes);
}

/**
 * A verification link proves `email` only while it is still the account's address: true when it is
 * (now or already) verified, false when the address changed since the link was sent.
 */
export function verifyEmailIfStillCurrent(db: Executor, userId: string, email: string, now: Date) {
  return repo.markEmailVerified(db, userId, email, now);
}

/** Whether `url` is an image this user uploaded (a profile photo must be one). */
export function isOwnImageUpload(db: Executor, url: string, userId: string) {
  return repo.isImageUploadedBy(db, url, userId);
}
