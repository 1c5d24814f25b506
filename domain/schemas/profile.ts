import { z } from 'zod';
import { m } from '#i18n/messages.js';
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

const name = (required: () => string, tooLong: () => string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(100, { error: tooLong });
const firstName = () =>
  name(
    () => m.validation_first_name_required(),
    () => m.validation_first_name_too_long(),
  );
const lastName = () =>
  name(
    () => m.validation_last_name_required(),
    () => m.validation_last_name_too_long(),
  );
const invalidEmail = { error: () => m.validation_profile_email_invalid() };

export const profileEmail = z
  .string(invalidEmail)
  .trim()
  .toLowerCase()
  .pipe(z.email(invalidEmail).max(254, invalidEmail));

// Values are normalised in place (`overwrite`, not `transform`): a body whose schema transforms loses
// its example from the OpenAPI document, which the API's tests read.

/** Stored as `+91` and 10 digits. */
export const indianPhone = z
  .string({ error: PHONE_PROBLEM })
  .max(20, { error: PHONE_PROBLEM })
  .overwrite((value) => indianMobile(value) ?? value)
  .refine((value) => indianMobile(value) === value, { error: PHONE_PROBLEM });

export const panNumber = z
  .string({ error: () => m.validation_pan_required() })
  .max(20, { error: () => m.validation_pan_length({ count: 10 }) })
  .overwrite((value) => value.trim().toUpperCase())
  .superRefine((pan, ctx) => {
    const problem = pan ? panProblem(pan) : m.validation_pan_required();
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const aadhaarNumber = z
  .string({ error: () => m.validation_aadhaar_required() })
  .max(20, { error: () => m.validation_aadhaar_length({ count: 12 }) })
  .overwrite((value) => aadhaarDigits(value.trim()))
  .superRefine((digits, ctx) => {
    const problem = digits ? aadhaarProblem(digits) : m.validation_aadhaar_required();
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
    firstName: firstName(),
    lastName: lastName(),
    email: profileEmail,
    phone: indianPhone,
    profileImageUrl: z
      .string({ error: () => m.validation_profile_image_url() })
      .max(300, { error: () => m.validation_profile_image_url() })
      .nullable()
      .optional(),
    role: z.enum(['customer', 'owner'], { error: () => m.validation_role_customer_or_owner() }).optional(),
    panNumber: panNumber.optional(),
    aadharNumber: aadhaarNumber.optional(),
    isProfileComplete: z.boolean({ error: () => m.validation_profile_complete_boolean() }).optional(),
    // Needed only when `email` differs from the account's address (decision 71).
    currentPassword: z
      .string({ error: () => m.validation_current_password_required() })
      .max(200, { error: () => m.validation_password_too_long({ max: 200 }) })
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
  firstName: firstName(),
  lastName: lastName(),
  email: profileEmail,
  phone: indianPhone,
});

/** Onboarding step 2. */
export const identityDocumentsForm = z.object({ panNumber, aadharNumber: aadhaarNumber });

/** POST /api/user/password: the current password proves it is the holder; other sessions end. */
export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: () => m.validation_current_password_required() })
      .min(1, { error: () => m.validation_current_password_required() })
      .max(200, { error: () => m.validation_password_too_long({ max: 200 }) }),
    newPassword,
  })
  .meta({ examples: [{ currentPassword: 'Secret123', newPassword: 'NewSecret456' }] });

const invalidLink = { error: () => m.validation_verification_link_invalid() };

/** POST /api/auth/verify-email: the token of the link in the verification mail. */
export const verifyEmailBody = z
  .object({
    token: z.string(invalidLink).min(16, invalidLink).max(200, invalidLink),
  })
  .meta({ examples: [{ token: 'q8Hv1mZ3xW0bT5nR7yK2pL9sD4fG6hJ0aC1eE3iO5uU' }] });
