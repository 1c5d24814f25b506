import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { changePasswordBody } from '../../../../domain/schemas/profile.ts';

/** The dialog's form: the API's body and a confirmation that never leaves the browser. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: m.account_passwords_dont_match(),
    path: ['confirmPassword'],
  });

export const emptyPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
