import { randomBytes } from 'node:crypto';
import { m } from '#i18n/messages.js';
import { spokenLanguage } from '../../../domain/rules/spoken-language.ts';
import type { RegisterBody } from '../../../domain/schemas/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { pageUrl } from '../../http/app-url.ts';
import { badRequest } from '../../http/http-error.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import { changeAccount, createAccount, type UserRow, userWithEmail } from '../users/index.ts';
import { queueVerificationMail } from './email-verification.service.ts';
import {
  consumeResetToken,
  insertResetToken,
  isResetTokenUsable,
  voidUserResetTokens,
} from './password-reset.repository.ts';
import {
  type Client,
  liftAccountLocks,
  signInWithPassword,
  trustDevice,
} from './password-sign-in.service.ts';
import { hashPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { closeSession, hashToken, type OpenedSession, openSession } from './sessions.service.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type SignedIn = { user: UserRow; session: OpenedSession; newDeviceToken?: string };

/**
 * Creates a customer account and its first session together: both exist, or neither. The address is
 * unproved until the link mailed with them is opened (decision 46).
 */
export async function register(deps: AppDeps, body: RegisterBody, userAgent?: string): Promise<SignedIn> {
  const passwordHash = await hashPassword(body.password);
  const signedIn = await inTransaction(
    deps,
    async (tx, afterCommit) => {
      const user = await createAccount(tx, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        role: 'customer',
        // A person who signs up on the Hindi site reads their mails in Hindi (decision 110).
        language: spokenLanguage(),
      });
      await queueVerificationMail(deps, tx, afterCommit, user);
      return { user, session: await openSession(deps, user.id, 'user', userAgent, tx) };
    },
    { unique: m.server_email_taken() },
  );
  // The browser that registered is the owner's own: the lockout spares it (decision 24).
  return { ...signedIn, newDeviceToken: await trustDevice(deps, signedIn.user.id) };
}

/** Signs in a traveller or owner (see password-sign-in.service.ts for the lockout rules). */
export const login = (deps: AppDeps, email: string, password: string, client: Client) =>
  signInWithPassword(deps, 'user', email, password, client);

/** Opens an admin session, for admins only. */
export const adminLogin = (deps: AppDeps, email: string, password: string, client: Client) =>
  signInWithPassword(deps, 'admin', email, password, client);

/** Ends the session a cookie token names, if it is still there. */
export async function logout(deps: AppDeps, token: string | undefined) {
  if (token) await closeSession(deps, token);
}

/** Mails a single-use link valid one hour; answers the same whether or not the address exists. */
export async function requestPasswordReset(deps: AppDeps, email: string, appUrl: string) {
  const user = await userWithEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await inTransaction(deps, async (tx, afterCommit) => {
    await voidUserResetTokens(tx, user.id, now);
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = pageUrl(appUrl, `/auth?token=${token}`, user.language);
    const options = { locale: user.language };
    await deps.outbox.enqueue(tx, {
      to: user.email,
      subject: m.mail_password_reset_subject({}, options),
      text: `${greeting(user.firstName, user.language)}\n\n${m.mail_password_reset_asked({}, options)}\n${m.mail_password_reset_open({}, options)}\n\n${link}\n\n${m.mail_password_reset_not_you({}, options)}\n`,
    });
    // Delivered after the answer: the reply takes as long whether or not the account exists.
    afterCommit(deps.outbox.kick);
  });
}

/** Checks a reset link when its page opens, so a used or expired one says so before any typing. */
export async function checkResetToken({ db }: AppDeps, token: string) {
  if (!(await isResetTokenUsable(db, hashToken(token), new Date())))
    throw badRequest(m.server_reset_link_invalid());
}

/** Sets the new password, uses up the token and signs the user out everywhere, in one transaction. */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const user = await inTransaction(deps, async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token), new Date());
    if (!userId) throw badRequest(m.server_reset_link_invalid());
    await deleteUserSessions(tx, userId);
    return changeAccount(tx, userId, { passwordHash });
  });
  await liftAccountLocks(deps, user.email);
}
