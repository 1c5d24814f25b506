import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { type AfterCommit, inTransaction } from '../../db/transaction.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import { lockUserForChange, type UserRow, verifyEmailIfStillCurrent } from '../users/index.ts';
import { applyEmailChange } from './email-change.service.ts';
import { consumeVerificationToken } from './email-verification.repository.ts';
import { hashToken } from './sessions.service.ts';
import { issueVerificationLink, type MailDeps } from './verification-links.ts';

/**
 * Queues a mail with a link proving the user's current address, inside the caller's transaction:
 * registration, a request for one.
 */
export async function queueVerificationMail(
  deps: MailDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
) {
  const link = await issueVerificationLink(deps, tx, user, user.email);
  const options = { locale: user.language };
  await deps.outbox.enqueue(tx, {
    to: user.email,
    subject: m.mail_verify_subject({}, options),
    text: `${greeting(user.firstName, user.language)}\n\n${m.mail_verify_body({ email: user.email }, options)}\n\n${link}\n\n${m.mail_verify_not_you({}, options)}\n`,
  });
  afterCommit(deps.outbox.kick);
}

/** POST /api/auth/verify-email/send: a fresh link to the signed-in user's address, unless it is verified. */
export async function sendVerificationMail(deps: AppDeps, userId: string): Promise<string> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const user = await lockUserForChange(tx, userId);
    if (!user) throw unauthorized();
    if (user.emailVerifiedAt) return m.server_email_already_verified();
    await queueVerificationMail(deps, tx, afterCommit, user);
    return m.server_verification_link_sent({ email: user.email });
  });
}

/**
 * Uses up the link's token: a link to the account's own address marks it verified; a link to
 * another address (an email change, decision 71) makes it the account's address.
 */
export async function verifyEmail(deps: AppDeps, token: string) {
  await inTransaction(
    deps,
    async (tx, afterCommit) => {
      const now = new Date();
      const link = await consumeVerificationToken(tx, hashToken(token), now);
      const user = link && (await lockUserForChange(tx, link.userId));
      if (!link || !user) throw badRequest(m.server_verification_link_invalid());
      if (link.email === user.email) await verifyEmailIfStillCurrent(tx, user.id, link.email, now);
      else await applyEmailChange(deps, tx, afterCommit, user, link.email, now);
    },
    // Someone else took the address since the link was mailed.
    { unique: m.server_email_taken() },
  );
}
