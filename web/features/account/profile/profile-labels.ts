import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';

const roleNames: Record<PublicUser['role'], string> = {
  customer: 'Traveller',
  owner: 'Host',
  admin: 'Administrator',
};

export const roleLabel = (role: PublicUser['role']) => roleNames[role];

type Status = { label: string; tone: BadgeTone };

/** Account status (admin-and-host §2, profile): whether the email is proven and the profile complete. */
export function accountStatusOf(user: PublicUser): { email: Status; profile: Status } {
  return {
    email: user.emailVerified
      ? { label: 'Verified', tone: 'green' }
      : { label: 'Not verified yet', tone: 'yellow' },
    profile: user.isProfileComplete
      ? { label: 'Complete', tone: 'green' }
      : { label: 'Not complete', tone: 'grey' },
  };
}

/** Whether two forms of personal information hold the same values. */
export const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((key) => a[key]?.trim() === b[key]?.trim());
