import { z } from 'zod';
import { m } from '#i18n/messages.js';

// Messages are the spec's words (traveller §5, admin-and-host §5); the web forms show them verbatim.
const invalidEmail = { error: () => m.validation_email_invalid() };
const email = z.string(invalidEmail).trim().toLowerCase().pipe(z.email(invalidEmail).max(254, invalidEmail));

export const newPassword = z
  .string({ error: () => m.validation_password_too_short({ min: 8 }) })
  .min(8, { error: () => m.validation_password_too_short({ min: 8 }) })
  .max(200, { error: () => m.validation_password_too_long({ max: 200 }) })
  .regex(/[a-z]/, { error: () => m.validation_password_lowercase() })
  .regex(/[A-Z]/, { error: () => m.validation_password_uppercase() })
  .regex(/[0-9]/, { error: () => m.validation_password_digit() });

const name = (message: () => string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(100, { error: () => m.validation_name_too_long_short() });

const tooLongPassword = { error: () => m.validation_password_too_long({ max: 200 }) };

// Each request body carries an example: it documents the API and seeds the bad-input tests.
export const loginBody = z
  .object({
    email,
    password: z
      .string({ error: () => m.validation_password_required() })
      .min(1, { error: () => m.validation_password_required() })
      .max(200, tooLongPassword),
  })
  .meta({ examples: [{ email: 'asha@example.com', password: 'Secret123' }] });

export const registerBody = z
  .object({
    firstName: name(() => m.validation_first_name_required()),
    lastName: name(() => m.validation_last_name_required()),
    email,
    password: newPassword,
  })
  .meta({
    examples: [{ firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com', password: 'Secret123' }],
  });

const confirmed = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { error: () => m.validation_passwords_mismatch(), path: ['confirmPassword'] };

/** The register form adds a confirmation field that never leaves the browser. */
export const registerForm = registerBody.extend({ confirmPassword: z.string() }).refine(confirmed, mismatch);

export const forgotPasswordBody = z.object({ email }).meta({ examples: [{ email: 'asha@example.com' }] });

const invalidResetLink = { error: () => m.validation_reset_link_invalid() };

const resetToken = z.string(invalidResetLink).min(16, invalidResetLink).max(200, invalidResetLink);

/** POST /api/auth/reset-password/check: is this link still good? (asked when its page opens) */
export const resetTokenBody = z
  .object({ token: resetToken })
  .meta({ examples: [{ token: 'q8Hv1mZ3xW0bT5nR7yK2pL9sD4fG6hJ0aC1eE3iO5uU' }] });

export const resetPasswordBody = z
  .object({
    token: resetToken,
    password: newPassword,
  })
  .meta({ examples: [{ token: 'q8Hv1mZ3xW0bT5nR7yK2pL9sD4fG6hJ0aC1eE3iO5uU', password: 'NewSecret123' }] });

export const resetPasswordForm = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine(confirmed, mismatch);

const enterValidEmail = { error: () => m.validation_email_enter_valid() };

export const adminLoginBody = z
  .object({
    email: z
      .string(enterValidEmail)
      .trim()
      .toLowerCase()
      .pipe(z.email(enterValidEmail).max(254, enterValidEmail)),
    password: z
      .string({ error: () => m.validation_password_too_short({ min: 6 }) })
      .min(6, { error: () => m.validation_password_too_short({ min: 6 }) })
      .max(200, tooLongPassword),
  })
  .meta({ examples: [{ email: 'admin@example.com', password: 'Admin1234' }] });

export const userRole = z.enum(['customer', 'owner', 'admin']);
export type UserRole = z.infer<typeof userRole>;

/** A user as the API shows it: PAN and Aadhaar only masked, never the password hash. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: userRole,
  panNumber: z.string().nullable(),
  aadharNumber: z.string().nullable(),
  isProfileComplete: z.boolean(),
  /** Whether the user opened the link of a verification mail sent to this address (decision 46). */
  emailVerified: z.boolean(),
  /** The language the user reads Basera in: their mails and notifications come in it (decision 110). */
  language: z.enum(['en', 'hi']),
});
export type PublicUser = z.infer<typeof publicUser>;

/** GET /api/auth/session: who is signed in, null for nobody (a 200 either way; decision 111). */
export const sessionAnswer = z.object({ user: publicUser.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const userEnvelope = z.object({ user: publicUser });
export const messageAnswer = z.object({ message: z.string() });

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;

/** GET /api/auth/providers: which outside sign-in providers this server has configured. */
export const authProviders = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProviders>;
