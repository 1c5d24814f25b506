import { m } from '#i18n/messages.js';
import { aadhaarDigits, maskedAadhaar, maskedPan } from '../../../domain/rules/identity-documents.ts';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import {
  identityDocumentsForm,
  type ProfileUpdateBody,
  personalInfoForm,
} from '../../../domain/schemas/profile.ts';
import { type PersonalValues, personalValuesOf } from '../../lib/profile/personal-values.ts';
import { formatIndianPhone } from '../../lib/profile/phone-display.ts';
import type { ToastInput } from '../../lib/toast.ts';

/** The three steps of owner onboarding (admin-and-host §2). */
export const STEPS = [
  m.onboarding_step_personal(),
  m.onboarding_step_identity(),
  m.onboarding_step_summary(),
];
export type StepNumber = 1 | 2 | 3;

export type { PersonalValues };
export type DocumentValues = { panNumber: string; aadharNumber: string };

/** Everything entered so far, as typed, kept while moving between steps. */
export type OnboardingDraft = {
  personal: PersonalValues;
  photoUrl: string | null;
  documents: DocumentValues;
};

/** Step 1 starts from the signed-in user (GET /api/auth/user); the documents start empty. */
export function draftFromUser(user: PublicUser): OnboardingDraft {
  return {
    personal: personalValuesOf(user),
    photoUrl: user.profileImageUrl,
    documents: { panNumber: '', aadharNumber: '' },
  };
}

/** admin-and-host §5: step 2 left incomplete. */
export const DOCUMENTS_REQUIRED: ToastInput = {
  title: m.onboarding_documents_required(),
  description: m.onboarding_documents_required_description(),
  variant: 'destructive',
};

/** PAN as it is typed: capitals, letters and digits only, at most 10. */
export const panAsTyped = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);

/** Aadhaar as it is typed: at most 12 digits, shown in groups of four (`2341 2341 2346`). */
export const aadhaarAsTyped = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 12)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** What the summary shows: the documents masked as the server will show them, never in full. */
export function summaryOf(draft: OnboardingDraft) {
  const { personal, documents } = draft;
  const pan = panAsTyped(documents.panNumber);
  return {
    name: `${personal.firstName.trim()} ${personal.lastName.trim()}`.trim(),
    email: personal.email.trim(),
    phone: formatIndianPhone(personalInfoForm.shape.phone.safeParse(personal.phone).data) || personal.phone,
    pan: pan.length === 10 ? maskedPan(pan) : '',
    aadhaar: maskedAadhaar(aadhaarDigits(documents.aadharNumber).slice(-4)),
  };
}

/**
 * PUT /api/user/profile for Complete Registration: the checked values, asking to become an owner.
 * The photo goes only when it changed (null clears it); the server keeps what is left out.
 */
export function onboardingBody(draft: OnboardingDraft, storedPhotoUrl: string | null): ProfileUpdateBody {
  const personal = personalInfoForm.parse(draft.personal);
  const documents = identityDocumentsForm.parse(draft.documents);
  return {
    ...personal,
    ...(draft.photoUrl !== storedPhotoUrl ? { profileImageUrl: draft.photoUrl } : {}),
    ...documents,
    role: 'owner',
    isProfileComplete: true,
  };
}
