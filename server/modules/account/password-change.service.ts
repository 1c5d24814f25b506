import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import { hashPassword, hashToken, verifyPassword } from '../auth/index.ts';
import { changeAccount, lockUserForChange, type UserRow } from '../users/index.ts';
import { deleteSessionsExcept } from './password-change.repository.ts';

/** The current password proves the holder: for changing the password or the email (400 otherwise). */
export async function proveHolder(user: UserRow, currentPassword: string | undefined) {
  if (!user.passwordHash) throw badRequest(m.server_google_only_account());
  if (!currentPassword) throw badRequest(`currentPassword: ${m.server_current_password_for_email()}`);
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw badRequest(m.server_wrong_current_password());
}

/** The session tokens of the browser asking: its sessions stay, every other one of the user ends. */
export type ThisBrowser = { userSession?: string; adminSession?: string };

/**
 * POST /api/user/password: the current password proves the holder. The new hash, the end of the
 * user's other sessions (both scopes: each was opened with the old password) and a notice by mail
 * happen in one transaction.
 */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  thisBrowser: ThisBrowser,
  body: { currentPassword: string; newPassword: string },
) {
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(deps, async (tx, afterCommit) => {
    // Locked while checking: two changes at once cannot both pass with the old password.
    const user = await lockUserForChange(tx, userId);
    if (!user) throw unauthorized();
    await proveHolder(user, body.currentPassword);
    await changeAccount(tx, user.id, { passwordHash });
    const keep = [thisBrowser.userSession, thisBrowser.adminSession].filter((t) => t !== undefined);
    await deleteSessionsExcept(tx, user.id, keep.map(hashToken));
    const options = { locale: user.language };
    await deps.outbox.enqueue(tx, {
      to: user.email,
      subject: m.mail_password_changed_subject({}, options),
      text: `${greeting(user.firstName, user.language)}\n\n${m.mail_password_changed_body({}, options)}\n\n${m.mail_password_changed_not_you({}, options)}\n`,
    });
    afterCommit(deps.outbox.kick);
  });
}
