import type { Executor } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import { changeAccount, type UserRow, userWithEmail } from '../users/index.ts';
import { voidUserVerificationTokens } from './email-verification.repository.ts';
import { issueVerificationLink, type MailDeps } from './verification-links.ts';

/**
 * An email change asked for (decision 71): the account keeps its address until the new one opens
 * the mailed link. A taken address gets a notice instead, with nothing of the asking account in
 * it, so the answer and the work are the same either way and the asker learns nothing.
 */
export async function requestEmailChange(
  deps: MailDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  user: Pick<UserRow, 'id' | 'email'>,
  newEmail: string,
) {
  const owner = await userWithEmail(tx, newEmail);
  if (owner) {
    await deps.outbox.enqueue(tx, {
      to: newEmail,
      subject: 'Your email address on Basera',
      text: `Hello,\n\nSomeone asked to move a Basera account to ${newEmail}. This address already belongs to your Basera account, so nothing was changed.\n\nIf it was you, sign in with this address (or use "Forgot password" on the sign-in page). Otherwise you can ignore this mail.\n`,
    });
  } else {
    const link = await issueVerificationLink(deps, tx, user, newEmail);
    // No name: whoever reads this address has not yet shown they hold the account.
    await deps.outbox.enqueue(tx, {
      to: newEmail,
      subject: 'Confirm your new email address for Basera',
      text: `Hello,\n\nSomeone asked to use ${newEmail} as the email address of their Basera account. If it was you, open this link within 24 hours to confirm it:\n\n${link}\n\nUntil then the account keeps its old address. If it was not you, ignore this mail.\n`,
    });
  }
  afterCommit(deps.outbox.kick);
}

/** The new address opened its link: it becomes the account's (verified), and the old one is told. */
export async function applyEmailChange(
  deps: MailDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  user: UserRow,
  newEmail: string,
  now: Date,
) {
  const updated = await changeAccount(tx, user.id, { email: newEmail, emailVerifiedAt: now });
  // Links to the old address, or to other addresses asked for, prove nothing about this one.
  await voidUserVerificationTokens(tx, user.id, now);
  await deps.outbox.enqueue(tx, {
    to: user.email,
    subject: 'Your Basera email address was changed',
    text: `${greeting(user.firstName)}\n\nThe email address of your Basera account was changed from ${user.email} to ${newEmail}. You now sign in with the new address.\n\nIf you did not make this change, contact Basera support at once.\n`,
  });
  afterCommit(deps.outbox.kick);
  return updated;
}
