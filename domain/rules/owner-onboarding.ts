import { m } from '#i18n/messages.js';

// Becoming an owner (admin-and-host §4, §5): pure rules used by PUT /api/user/profile.

/** Asking to host without both documents, in the language being written (the request's). */
export const documentsRequired = () => m.rules_onboarding_documents_required();

type Role = 'customer' | 'owner' | 'admin';

/** What the rules read of an account; `aadhaarEncrypted` is present once Aadhaar has been given. */
export interface Profile {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  panNumber: string | null;
  aadhaarEncrypted: string | null;
  role: Role;
}

/** Complete: names, email, phone, PAN and Aadhaar all present (what onboarding collects). */
export const isProfileComplete = (p: Profile) =>
  Boolean(p.firstName && p.lastName && p.email && p.phone && p.panNumber && p.aadhaarEncrypted);

/**
 * The role after a profile change (admin-and-host §4, Owner onboarding): a customer becomes an owner
 * when asking to and complete; nobody is ever promoted to admin or demoted by it.
 */
export function roleAfter(profile: Profile, asked: 'customer' | 'owner' | undefined): Role {
  return profile.role === 'customer' && asked === 'owner' && isProfileComplete(profile)
    ? 'owner'
    : profile.role;
}

/** `null` when the change may be made; else why not (asking to host needs both documents). */
export function onboardingProblem(profile: Profile, asked: 'customer' | 'owner' | undefined) {
  return asked === 'owner' && !(profile.panNumber && profile.aadhaarEncrypted) ? documentsRequired() : null;
}
