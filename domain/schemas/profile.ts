import { z } from 'zod';
import {
  aadhaarDigits,
  aadhaarProblem,
  indianMobile,
  PHONE_PROBLEM,
  panProblem,
} from '../rules/identity-documents.ts';
import { newPassword } from './auth.ts';

// Field rules of owner onboarding and the profile (admin-and-host §3, §5), one source for the form
// and PUT /api/user/profile. Every message names its field.

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} is too long` });

export const profileEmail = z
  .string({ error: 'Email must be a valid email address' })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: 'Email must be a valid email address' })
      .max(254, { error: 'Email must be a valid email address' }),
  );

// Values are normalised in place (`overwrite`, not `transform`): a body whose schema transforms loses
// its example from the OpenAPI document, which the API's tests read.

/** Stored as `+91` and 10 digits. */
export const indianPhone = z
  .string({ error: PHONE_PROBLEM })
  .max(20, { error: PHONE_PROBLEM })
  .overwrite((value) => indianMobile(value) ?? value)
  .refine((value) => indianMobile(value) === value, { error: PHONE_PROBLEM });

const PAN_REQUIRED = 'PAN is required';
export const panNumber = z
  .string({ error: PAN_REQUIRED })
  .max(20, { error: 'PAN must be 10 characters' })
  .overwrite((value) => value.trim().toUpperCase())
  .superRefine((pan, ctx) => {
    const problem = pan ? panProblem(pan) : PAN_REQUIRED;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const AADHAAR_REQUIRED = 'Aadhaar number is required';
export const aadhaarNumber = z
  .string({ error: AADHAAR_REQUIRED })
  .max(20, { error: 'Aadhaar number must be 12 digits' })
  .overwrite((value) => aadhaarDigits(value.trim()))
  .superRefine((digits, ctx) => {
    const problem = digits ? aadhaarProblem(digits) : AADHAAR_REQUIRED;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * PUT /api/user/profile: the spec's fields. `role` may only ask for `owner` (onboarding); the
 * server decides `isProfileComplete` and ignores the one sent. PAN and Aadhaar left out keep
 * what is stored; a profile photo must be one of the caller's own uploads; a new email needs the
 * current password and is confirmed by a link mailed to it.
 */
export const profileUpdateBody = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: profileEmail,
    phone: indianPhone,
    profileImageUrl: z
      .string({ error: 'profileImageUrl must be the address of an uploaded photo' })
      .max(300, { error: 'profileImageUrl must be the address of an uploaded photo' })
      .nullable()
      .optional(),
    role: z.enum(['customer', 'owner'], { error: 'role must be customer or owner' }).optional(),
    panNumber: panNumber.optional(),
    aadharNumber: aadhaarNumber.optional(),
    isProfileComplete: z.boolean({ error: 'isProfileComplete must be true or false' }).optional(),
    // Needed only when `email` differs from the account's address (decision 71).
    currentPassword: z
      .string({ error: 'Current password is required' })
      .max(200, { error: 'Password must be at most 200 characters' })
      .optional(),
  })
  .meta({
    examples: [
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        profileImageUrl: null,
        role: 'owner',
        panNumber: 'ABCPE1234F',
        aadharNumber: '234123412346',
        isProfileComplete: true,
        currentPassword: 'Secret123',
      },
    ],
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** Onboarding step 1 and the profile's personal information form (strings as typed). */
export const personalInfoForm = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: profileEmail,
  phone: indianPhone,
});

/** Onboarding step 2. */
export const identityDocumentsForm = z.object({ panNumber, aadharNumber: aadhaarNumber });

/** POST /api/user/password: the current password proves it is the holder; other sessions end. */
export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(200, { error: 'Password must be at most 200 characters' }),
    newPassword,
  })
  .meta({ examples: [{ currentPassword: 'Secret123', newPassword: 'NewSecret456' }] });

/** POST /api/auth/verify-email: the token of the link in the verification mail. */
export const verifyEmailBody = z
  .object({
    token: z
      .string({ error: 'This verification link is invalid or has expired.' })
      .min(16, { error: 'This verification link is invalid or has expired.' })
      .max(200, { error: 'This verification link is invalid or has expired.' }),
  })
  .meta({ examples: [{ token: 'q8Hv1mZ3xW0bT5nR7yK2pL9sD4fG6hJ0aC1eE3iO5uU' }] });
