import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';

const roleNames: Record<PublicUser['role'], string> = {
  customer: m.account_role_customer(),
  owner: m.account_role_owner(),
  admin: m.account_role_admin(),
};

export const roleLabel = (role: PublicUser['role']) => roleNames[role];

type Status = { label: string; tone: BadgeTone };

/** Account status (admin-and-host §2, profile): whether the email is proven and the profile complete. */
export function accountStatusOf(user: PublicUser): { email: Status; profile: Status } {
  return {
    email: user.emailVerified
      ? { label: m.account_email_verified_status(), tone: 'green' }
      : { label: m.account_email_not_verified_status(), tone: 'yellow' },
    profile: user.isProfileComplete
      ? { label: m.account_profile_complete_status(), tone: 'green' }
      : { label: m.account_profile_incomplete_status(), tone: 'grey' },
  };
}

/** Whether two forms of personal information hold the same values. */
export const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((key) => a[key]?.trim() === b[key]?.trim());
