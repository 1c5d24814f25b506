import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { appUrl, pageUrl } from '../../http/app-url.ts';
import type { UserRow } from '../users/index.ts';
import { insertVerificationToken, voidUserVerificationTokens } from './email-verification.repository.ts';
import { hashToken } from './sessions.service.ts';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export type MailDeps = Pick<AppDeps, 'config' | 'outbox'>;

/**
 * Stores a one-use link (valid 24 hours) from `userId` to `email` and answers its address. Earlier
 * links of the same kind stop working: to the account's own address, or pending email changes.
 */
export async function issueVerificationLink(
  deps: MailDeps,
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  email: string,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const sameKind = email === user.email ? { to: email } : { notTo: user.email };
  await voidUserVerificationTokens(tx, user.id, now, sameKind);
  await insertVerificationToken(tx, {
    userId: user.id,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  return pageUrl(appUrl(deps.config), `/verify-email?token=${token}`, user.language);
}
