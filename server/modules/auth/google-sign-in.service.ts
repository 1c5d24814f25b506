import type { AppDeps } from '../../app.ts';
import { badRequest } from '../../http/http-error.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/users.repository.ts';
import type { GoogleProfile } from './google-oidc.ts';

/**
 * The account for a Google identity: the one already linked; else the account with the same
 * verified email (linked now); else a new customer account.
 */
export async function userForGoogleProfile({ db }: AppDeps, profile: GoogleProfile): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const linked = await findUserByGoogleSubject(tx, profile.subject);
    if (linked) return linked;
    if (!profile.email || !profile.emailVerified) throw badRequest('Google did not confirm an email address');
    const existing = await findUserByEmail(tx, profile.email);
    if (existing) {
      return updateUser(tx, existing.id, {
        googleSubject: profile.subject,
        profileImageUrl: existing.profileImageUrl ?? profile.picture ?? null,
      });
    }
    return insertUser(tx, {
      email: profile.email,
      googleSubject: profile.subject,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.picture ?? null,
      role: 'customer',
    });
  });
}
