import { m } from '#i18n/messages.js';
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
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  newEmail: string,
) {
  const owner = await userWithEmail(tx, newEmail);
  if (owner) {
    // In the language of the account that holds the address: nothing of the asking account.
    const options = { locale: owner.language };
    await deps.outbox.enqueue(tx, {
      to: newEmail,
      subject: m.mail_email_taken_subject({}, options),
      text: `${m.mail_greeting({}, options)}\n\n${m.mail_email_taken_body({ email: newEmail }, options)}\n\n${m.mail_email_taken_if_you({}, options)}\n`,
    });
  } else {
    const link = await issueVerificationLink(deps, tx, user, newEmail);
    // No name: whoever reads this address has not yet shown they hold the account.
    const options = { locale: user.language };
    await deps.outbox.enqueue(tx, {
      to: newEmail,
      subject: m.mail_email_change_subject({}, options),
      text: `${m.mail_greeting({}, options)}\n\n${m.mail_email_change_body({ email: newEmail }, options)}\n\n${link}\n\n${m.mail_email_change_until({}, options)}\n`,
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
  const options = { locale: user.language };
  await deps.outbox.enqueue(tx, {
    to: user.email,
    subject: m.mail_email_changed_subject({}, options),
    text: `${greeting(user.firstName, user.language)}\n\n${m.mail_email_changed_body({ oldEmail: user.email, newEmail }, options)}\n\n${m.mail_email_changed_not_you({}, options)}\n`,
  });
  afterCommit(deps.outbox.kick);
  return updated;
}
