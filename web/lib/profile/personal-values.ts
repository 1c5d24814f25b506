import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import type { ToastInput } from '../toast.ts';
import { formatIndianPhone } from './phone-display.ts';

export type PersonalValues = { firstName: string; lastName: string; email: string; phone: string };

/** The personal information form filled from the account (the phone as people read it). */
export function personalValuesOf(user: PublicUser): PersonalValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: formatIndianPhone(user.phone),
  };
}

export const hasEmptyField = (values: Record<string, string>) =>
  Object.values(values).some((value) => !value.trim());

/** admin-and-host §5: a required field of the personal information left empty. */
export const REQUIRED_FIELDS_MISSING: ToastInput = {
  title: m.ui_required_fields_missing_title(),
  description: m.ui_required_fields_missing(),
  variant: 'destructive',
};
