import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '../../../domain/schemas/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import { findUserByEmail, insertUser, type UserRow, updateUser } from '../users/users.repository.ts';
import {
  consumeResetToken,
  insertResetToken,
  isResetTokenUsable,
  voidUserResetTokens,
} from './password-reset.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { closeSession, hashToken, type OpenedSession, openSession } from './sessions.service.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_LINK_SENT = 'If an account with this email exists, a reset link has been sent.';

export type SignedIn = { user: UserRow; session: OpenedSession };

/** Creates a customer account and its first session together: both exist, or neither. */
export async function register(deps: AppDeps, body: RegisterBody, userAgent?: string): Promise<SignedIn> {
  const passwordHash = await hashPassword(body.password);
  return inTransaction(
    deps,
    async (tx) => {
      const user = await insertUser(tx, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        role: 'customer',
      });
      return { user, session: await openSession(deps, user.id, 'user', userAgent, tx) };
    },
    { unique: 'An account with this email already exists' },
  );
}

async function checkPassword({ db }: AppDeps, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw unauthorized(INVALID_CREDENTIALS);
  return user;
}

export async function login(deps: AppDeps, email: string, password: string, userAgent?: string) {
  const user = await checkPassword(deps, email, password);
  return { user, session: await openSession(deps, user.id, 'user', userAgent) };
}

/** Only admins may open an admin session; anyone else gets the same answer as a wrong password. */
export async function adminLogin(deps: AppDeps, email: string, password: string, userAgent?: string) {
  const user = await checkPassword(deps, email, password).catch(() => undefined);
  if (user?.role !== 'admin') throw unauthorized(INVALID_CREDENTIALS);
  return { user, session: await openSession(deps, user.id, 'admin', userAgent) };
}

/** Ends the session a cookie token names, if it is still there. */
export async function logout(deps: AppDeps, token: string | undefined) {
  if (token) await closeSession(deps, token);
}

/** Mails a single-use link valid one hour; answers the same whether or not the address exists. */
export async function requestPasswordReset(deps: AppDeps, email: string, appUrl: string) {
  const user = await findUserByEmail(deps.db, email);
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
    const link = `${appUrl}/auth?token=${token}`;
    await deps.outbox.enqueue(tx, {
      to: user.email,
      subject: 'Reset your Basera password',
      text: `Hello ${user.firstName ?? ''},\n\nSomeone asked to reset the password of your Basera account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
    });
    // Delivered after the answer: the reply takes as long whether or not the account exists.
    afterCommit(deps.outbox.kick);
  });
}

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

/** Checks a reset link when its page opens, so a used or expired one says so before any typing. */
export async function checkResetToken({ db }: AppDeps, token: string) {
  if (!(await isResetTokenUsable(db, hashToken(token), new Date()))) throw badRequest(RESET_LINK_INVALID);
}

/** Sets the new password, uses up the token and signs the user out everywhere, in one transaction. */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await inTransaction(deps, async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token), new Date());
    if (!userId) throw badRequest(RESET_LINK_INVALID);
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
  });
}
