import { randomBytes } from 'node:crypto';
import { m } from '#i18n/messages.js';
import { standingOf, standingRefusal } from '../../../domain/rules/user-standing.ts';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import { type UserRow, userWithEmail } from '../users/index.ts';
import { forgetFailures, reserveFailure } from './attempt-limits.service.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionScope } from './sessions.repository.ts';
import { hashToken, type OpenedSession, openSession } from './sessions.service.ts';
import { insertTrustedDevice, touchTrustedDevice } from './trusted-devices.repository.ts';

/** Who is signing in: their address, their browser's user agent and its device cookie, if any. */
export type Client = { userAgent?: string; deviceToken?: string };
export type PasswordSignIn = { user: UserRow; session: OpenedSession; newDeviceToken?: string };

/**
 * Signs in with a password, guarded against brute force without letting a stranger lock the owner
 * out (decision 24, OWASP "device cookies"): failures from a browser that has signed in to this
 * account before count against that browser only; failures from any other client count against
 * the account, and lock unknown clients out for the window once RATE_LIMIT_MAX is reached.
 * A suspended or banned account is refused with 403 "Your account is suspended until 12 Mar 2027"
 * or "Your account has been banned", once the password is right.
 */
export async function signInWithPassword(
  deps: AppDeps,
  scope: SessionScope,
  email: string,
  password: string,
  client: Client,
): Promise<PasswordSignIn> {
  const now = new Date();
  const user = await userWithEmail(deps.db, email);
  const deviceId = client.deviceToken ? hashToken(client.deviceToken) : undefined;
  const trusted = Boolean(user && deviceId && (await touchTrustedDevice(deps.db, deviceId, user.id, now)));
  const lockKey = trusted ? `${scope}-login:device:${deviceId}` : `${scope}-login:account:${email}`;
  // Counted as a failure before the slow hash, given back if the password is right: parallel
  // guesses cannot all pass a lock that is only read first (issue 22).
  const place = await reserveFailure(deps, lockKey, deps.config.rateLimitMax, now);

  const passwordOk = await verifyPassword(user?.passwordHash, password);
  // Only admins may open an admin session; anyone else gets the same answer as a wrong password.
  if (!user || !passwordOk || (scope === 'admin' && user.role !== 'admin'))
    throw unauthorized(m.server_invalid_credentials());
  await (trusted ? forgetFailures(deps, lockKey) : place.release());
  // The right password of a suspended or banned account: told why (403), and no session.
  const refusal = standingRefusal(standingOf(user, now));
  if (refusal) throw forbidden(refusal);
  const session = await openSession(deps, user.id, scope, client.userAgent);
  return { user, session, newDeviceToken: trusted ? undefined : await trustDevice(deps, user.id) };
}

/** Remembers this browser for the account; returns the token for its device cookie. */
export async function trustDevice({ db }: AppDeps, userId: string) {
  const token = randomBytes(32).toString('base64url');
  await insertTrustedDevice(db, { id: hashToken(token), userId });
  return token;
}

/** After a password reset the owner may sign in at once from anywhere: the account lock is lifted. */
export async function liftAccountLocks(deps: AppDeps, email: string) {
  for (const scope of ['user', 'admin'] as const)
    await forgetFailures(deps, `${scope}-login:account:${email}`);
}
