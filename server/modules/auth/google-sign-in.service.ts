import { m } from '#i18n/messages.js';
import { spokenLanguage } from '../../../domain/rules/spoken-language.ts';
import { type Standing, standingOf } from '../../../domain/rules/user-standing.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/http-error.ts';
import { changeAccount, createAccount, userLinkedToGoogle, userWithEmail } from '../users/index.ts';
import type { SignedIn } from './auth.service.ts';
import type { GoogleProfile } from './google-oidc.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { openSession } from './sessions.service.ts';

/**
 * Signs in the account for a Google identity: the one already linked; else the account with the
 * same verified email (linked now; if that account's own address was never verified, its password
 * and sessions end); else a new customer account. Account and session in one transaction. A
 * suspended or banned account gets no session: its standing comes back as `refused`.
 */
export async function signInWithGoogle(
  deps: AppDeps,
  profile: GoogleProfile,
  userAgent?: string,
): Promise<SignedIn | { refused: Standing }> {
  return inTransaction(
    deps,
    async (tx) => {
      const user = await accountFor(tx, profile);
      const standing = standingOf(user, new Date());
      if (standing.standing !== 'active') return { refused: standing };
      return { user, session: await openSession(deps, user.id, 'user', userAgent, tx) };
    },
    { unique: m.server_email_taken() },
  );
}

async function accountFor(tx: Executor, profile: GoogleProfile) {
  const linked = await userLinkedToGoogle(tx, profile.subject);
  if (linked) return linked;
  if (!profile.email || !profile.emailVerified) throw badRequest(m.server_google_email_unconfirmed());
  const existing = await userWithEmail(tx, profile.email);
  if (existing) {
    // An unverified password account of this address may have been opened by someone else before
    // its owner arrived (pre-hijacking): its password and sessions end here; Google proved the owner.
    const unproven = !existing.emailVerifiedAt && existing.passwordHash !== null;
    if (unproven) await deleteUserSessions(tx, existing.id);
    return changeAccount(tx, existing.id, {
      ...(unproven ? { passwordHash: null } : {}),
      googleSubject: profile.subject,
      profileImageUrl: existing.profileImageUrl ?? profile.picture ?? null,
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    });
  }
  return createAccount(tx, {
    email: profile.email,
    googleSubject: profile.subject,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.picture ?? null,
    role: 'customer',
    // A person who signs up on the Hindi site reads their mails in Hindi (decision 110).
    language: spokenLanguage(),
    // Google attests the address (email_verified): no link to open.
    emailVerifiedAt: new Date(),
  });
}
