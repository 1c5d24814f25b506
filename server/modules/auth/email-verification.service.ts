import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { type AfterCommit, inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import { lockUser, markEmailVerified, type UserRow } from '../users/users.repository.ts';
import {
  consumeVerificationToken,
  insertVerificationToken,
  voidUserVerificationTokens,
} from './email-verification.repository.ts';
import { hashToken } from './sessions.service.ts';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_LINK_INVALID = 'This verification link is invalid or has expired.';
export const ALREADY_VERIFIED = 'Your email is already verified.';
export const EMAIL_VERIFIED = 'Your email has been verified.';

type MailDeps = Pick<AppDeps, 'config' | 'outbox'>;

/**
 * Queues a mail with a one-use link (valid 24 hours) to the user's current address, voiding their
 * earlier links, inside the caller's transaction: registration, an email change, a request for one.
 */
export async function queueVerificationMail(
  deps: MailDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  await voidUserVerificationTokens(tx, user.id, now);
  await insertVerificationToken(tx, {
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  const link = `${appUrl(deps.config)}/verify-email?token=${token}`;
  await deps.outbox.enqueue(tx, {
    to: user.email,
    subject: 'Confirm your email address for Basera',
    text: `Hello ${user.firstName ?? ''},\n\nPlease confirm that ${user.email} is your email address by opening this link within 24 hours:\n\n${link}\n\nIf you did not sign up for Basera or change your email there, ignore this mail.\n`,
  });
  afterCommit(deps.outbox.kick);
}

/** POST /api/auth/verify-email/send: a fresh link to the signed-in user's address, unless it is verified. */
export async function sendVerificationMail(deps: AppDeps, userId: string): Promise<string> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthorized();
    if (user.emailVerifiedAt) return ALREADY_VERIFIED;
    await queueVerificationMail(deps, tx, afterCommit, user);
    return `We've sent a verification link to ${user.email}.`;
  });
}

/** Uses up the link's token and marks the address verified, if it is still the account's address. */
export async function verifyEmail(deps: AppDeps, token: string) {
  await inTransaction(deps, async (tx) => {
    const now = new Date();
    const link = await consumeVerificationToken(tx, hashToken(token), now);
    if (!link || !(await markEmailVerified(tx, link.userId, link.email, now)))
      throw badRequest(VERIFICATION_LINK_INVALID);
  });
}
