import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { accountStatusOf, roleLabel, sameValues } from './profile-labels.ts';

const user: PublicUser = {
  id: 'u1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Verma',
  phone: null,
  profileImageUrl: null,
  role: 'customer',
  panNumber: null,
  aadharNumber: null,
  isProfileComplete: false,
  emailVerified: false,
  language: 'en',
};

describe('profile labels', () => {
  it('names the role as people say it', () => {
    expect(roleLabel('customer')).toBe('Traveller');
    expect(roleLabel('owner')).toBe('Host');
  });

  it('says what is still to do, in yellow or grey', () => {
    expect(accountStatusOf(user)).toEqual({
      email: { label: 'Not verified yet', tone: 'yellow' },
      profile: { label: 'Not complete', tone: 'grey' },
    });
    expect(accountStatusOf({ ...user, emailVerified: true, isProfileComplete: true })).toEqual({
      email: { label: 'Verified', tone: 'green' },
      profile: { label: 'Complete', tone: 'green' },
    });
  });

  it('compares forms without the spaces around values', () => {
    expect(sameValues({ a: 'Asha ' }, { a: 'Asha' })).toBe(true);
    expect(sameValues({ a: 'Asha' }, { a: 'Ashu' })).toBe(false);
  });
});
