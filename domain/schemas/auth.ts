import { z } from 'zod';

// Messages are the spec's words (traveller §5, admin-and-host §5); the web forms show them verbatim.
const email = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }).max(254, { error: 'Invalid email address' }));

export const newPassword = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(200, { error: 'Password must be at most 200 characters' })
  .regex(/[a-z]/, { error: 'Password must contain at least one lowercase letter' })
  .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter' })
  .regex(/[0-9]/, { error: 'Password must contain at least one number' });

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: 'Name is too long' });

const tooLongPassword = { error: 'Password must be at most 200 characters' };

// Each request body carries an example: it documents the API and seeds the bad-input tests.
export const loginBody = z
  .object({
    email,
    password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(200, tooLongPassword),
  })
  .meta({ examples: [{ email: 'asha@example.com', password: 'Secret123' }] });

export const registerBody = z
  .object({
    firstName: name('First name is required'),
    lastName: name('Last name is required'),
    email,
    password: newPassword,
  })
  .meta({
    examples: [{ firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com', password: 'Secret123' }],
  });

const confirmed = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { error: "Passwords don't match", path: ['confirmPassword'] };

/** The register form adds a confirmation field that never leaves the browser. */
export const registerForm = registerBody.extend({ confirmPassword: z.string() }).refine(confirmed, mismatch);

export const forgotPasswordBody = z.object({ email }).meta({ examples: [{ email: 'asha@example.com' }] });

const invalidResetLink = { error: 'Invalid or expired reset link' };

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

export const adminLoginBody = z
  .object({
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .toLowerCase()
      .pipe(
        z
          .email({ error: 'Please enter a valid email address' })
          .max(254, { error: 'Please enter a valid email address' }),
      ),
    password: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(6, { error: 'Password must be at least 6 characters' })
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

export const userEnvelope = z.object({ user: publicUser });
export const messageAnswer = z.object({ message: z.string() });

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;

/** GET /api/auth/providers: which outside sign-in providers this server has configured. */
export const authProviders = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProviders>;
