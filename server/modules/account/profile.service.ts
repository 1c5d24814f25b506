import type { z } from 'zod';
import { m } from '#i18n/messages.js';
import { isProfileComplete, onboardingProblem, roleAfter } from '../../../domain/rules/owner-onboarding.ts';
import type { profileUpdateBody } from '../../../domain/schemas/profile.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import type { FieldCipher } from '../../integrations/crypto/field-cipher.ts';
import { requestEmailChange } from '../auth/index.ts';
import {
  changeAccount,
  isOwnImageUpload,
  lockUserForChange,
  type NewUser,
  type UserRow,
} from '../users/index.ts';
import { proveHolder } from './password-change.service.ts';

export type ProfileChange = z.output<typeof profileUpdateBody>;

/**
 * PUT /api/user/profile: the caller's own row, in one transaction. A new email needs the current
 * password and only starts a change that the new address confirms (decision 71): the answer shows
 * the old address, taken or not. Asking for `owner` makes a complete customer an owner; admins and
 * owners keep their role; the body's isProfileComplete is ignored.
 */
export async function updateProfile(deps: AppDeps, userId: string, body: ProfileChange) {
  return inTransaction(deps, async (tx, afterCommit) => {
    const user = await lockUserForChange(tx, userId);
    if (!user) throw unauthorized();
    const emailChange = body.email !== user.email;
    if (emailChange) await proveHolder(user, body.currentPassword);
    const changes: Partial<NewUser> = {
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      ...(await photoChange(tx, user, body.profileImageUrl)),
      ...documentChanges(deps.fieldCipher, body),
    };
    const after = { ...user, ...changes };
    const problem = onboardingProblem(after, body.role);
    if (problem) throw badRequest(problem);
    const updated = await changeAccount(tx, user.id, {
      ...changes,
      role: roleAfter(after, body.role),
      // Never unset here: documents cannot be removed, and seeded hosts start complete.
      isProfileComplete: user.isProfileComplete || isProfileComplete(after),
    });
    if (emailChange) await requestEmailChange(deps, tx, afterCommit, user, body.email);
    return updated;
  });
}

/** Left out: unchanged; null: cleared; else the current photo or an image this user uploaded. */
async function photoChange(tx: Executor, user: UserRow, url: string | null | undefined) {
  if (url === undefined) return {};
  if (url !== null && url !== user.profileImageUrl && !(await isOwnImageUpload(tx, url, user.id)))
    throw badRequest(m.server_photo_not_yours());
  return { profileImageUrl: url };
}

/** PAN as given (already upper-cased); Aadhaar only sealed, with its last four kept for display. */
function documentChanges(cipher: FieldCipher, body: ProfileChange): Partial<NewUser> {
  return {
    ...(body.panNumber === undefined ? {} : { panNumber: body.panNumber }),
    ...(body.aadharNumber === undefined
      ? {}
      : { aadhaarEncrypted: cipher.encrypt(body.aadharNumber), aadhaarLast4: body.aadharNumber.slice(-4) }),
  };
}
