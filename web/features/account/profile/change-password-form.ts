import { z } from 'zod';
import { changePasswordBody } from '../../../../domain/schemas/profile.ts';

/** The dialog's form: the API's body and a confirmation that never leaves the browser. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const emptyPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
