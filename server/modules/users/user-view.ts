import { maskedAadhaar, maskedPan } from '../../../domain/rules/identity-documents.ts';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import type { UserRow } from './users.repository.ts';

/** The user as the API shows it: PAN and Aadhaar masked, no password hash, no provider ids. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    panNumber: user.panNumber ? maskedPan(user.panNumber) : null,
    aadharNumber: user.aadhaarLast4 ? maskedAadhaar(user.aadhaarLast4) : null,
    isProfileComplete: user.isProfileComplete,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
  };
}
