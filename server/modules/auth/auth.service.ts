import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '../../../domain/schemas/auth.ts';
import type { AppDeps } from '../../app.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../db/db-errors.ts';
import { badRequest, conflict, HttpError } from '../../http/http-error.ts';
import { findUserByEmail, insertUser, type UserRow, updateUser } from '../users/users.repository.ts';
import { consumeResetToken, insertResetToken, voidUserResetTokens } from './password-reset.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { hashToken } from './sessions.service.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_LINK_SENT = 'If an account with this email exists, a reset link has been sent.';

export async function register({ db }: AppDeps, body: RegisterBody): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await insertUser(db, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      role: 'customer',
    });
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw conflict('An account with this email already exists');
    throw err;
  }
}

export async function login({ db }: AppDeps, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user)
    throw new HttpError(401, INVALID_CREDENTIALS);
  return user;
}

/** Only admins may open an admin session; anyone else gets the same answer as a wrong password. */
export async function adminLogin(deps: AppDeps, email: string, password: string): Promise<UserRow> {
  const user = await login(deps, email, password).catch(() => undefined);
  if (user?.role !== 'admin') throw new HttpError(401, INVALID_CREDENTIALS);
  return user;
}

/** Mails a single-use link valid one hour; answers the same whether or not the address exists. */
export async function requestPasswordReset({ db, outbox }: AppDeps, email: string, appUrl: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    await voidUserResetTokens(tx, user.id, now);
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${appUrl}/auth?token=${token}`;
    await outbox.enqueue(tx, {
      to: user.email,
      subject: 'Reset your Basera password',
      text: `Hello ${user.firstName ?? ''},\n\nSomeone asked to reset the password of your Basera account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
    });
  });
  // Delivered after the answer: the reply takes as long whether or not the account exists.
  outbox.kick();
}

/** Sets the new password, uses up the token and signs the user out everywhere, in one transaction. */
export async function resetPassword({ db }: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token), new Date());
    if (!userId) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
  });
}
