import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { fullNameOf, isHostingPath, menuSections } from './header-modes.ts';

const user = (patch: Partial<PublicUser>): PublicUser => ({
  id: 'u1',
  email: 'meera@example.com',
  firstName: 'Meera',
  lastName: 'Shah',
  phone: null,
  profileImageUrl: null,
  role: 'customer',
  panNumber: null,
  aadharNumber: null,
  isProfileComplete: false,
  emailVerified: false,
  language: 'en',
  ...patch,
});

const outline = (sections: ReturnType<typeof menuSections>) =>
  sections.map((s) => [s.label, s.links.map((l) => `${l.label} ${l.href}`)]);

describe('header modes (traveller §2)', () => {
  it('gives a customer Travel, Account, Support and Become a host', () => {
    expect(outline(menuSections(user({}), false))).toEqual([
      ['Travel', ['Search stays /', 'Your trips /trips', 'Wishlists /wishlists']],
      ['Account', ['Personal info /profile', 'Payments /payments', 'Notifications /notifications']],
      ['Support', ['Help Center /help-center', 'Contact us /contact']],
      ['Hosting', ['Become a host /owner']],
    ]);
  });

  it('labels the Hosting entry Switch to hosting for an owner, and leaves it out for an admin', () => {
    expect(menuSections(user({ role: 'owner' }), false).at(-1)).toEqual({
      label: 'Hosting',
      links: [{ label: 'Switch to hosting', href: '/owner' }],
    });
    expect(menuSections(user({ role: 'admin' }), false).map((s) => s.label)).toEqual([
      'Travel',
      'Account',
      'Support',
    ]);
  });

  it('gives an owner in hosting mode Host, Travel and Account', () => {
    expect(outline(menuSections(user({ role: 'owner' }), true))).toEqual([
      ['Host', ['Dashboard /owner', 'Calendar /owner/calendar']],
      ['Travel', ['Search stays /', 'Your trips /trips', 'Wishlists /wishlists']],
      ['Account', ['Profile /profile', 'Payments /payments', 'Help /help-center']],
    ]);
  });

  it('treats the owner pages as hosting mode', () => {
    for (const path of [
      '/owner',
      '/owner/calendar',
      '/owner/tax',
      '/owner/payout-account',
      '/owner/property/1/edit',
      '/create-property',
      '/reservations',
    ]) {
      expect(isHostingPath(path)).toBe(true);
    }
    for (const path of ['/', '/owners', '/trips', '/become-owner']) expect(isHostingPath(path)).toBe(false);
  });

  it('names the user by full name, else by email', () => {
    expect(fullNameOf(user({}))).toBe('Meera Shah');
    expect(fullNameOf(user({ firstName: null, lastName: null }))).toBe('meera@example.com');
  });
});
