import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { paths } from '../../lib/paths.ts';

const HOSTING_PATHS = [paths.owner, paths.createProperty, paths.reservations];

/** Owners on /owner*, /create-property and /reservations see the header in hosting mode. */
export function isHostingPath(path: string): boolean {
  return HOSTING_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The name shown in the account menu: first and last name, else the email. */
export function fullNameOf(user: PublicUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export type MenuLink = { label: string; href: string };
export type MenuSection = { label: string; links: MenuLink[] };

const travel: MenuSection = {
  label: 'Travel',
  links: [
    { label: 'Search stays', href: paths.home },
    { label: 'Your trips', href: paths.trips },
    { label: 'Wishlists', href: paths.wishlists },
  ],
};

/**
 * The account menu (traveller §2 header). Traveller mode: Travel, Account, Support and, for customers
 * and owners, Hosting (Become a host / Switch to hosting). Hosting mode: Host, Travel, Account.
 */
export function menuSections(user: PublicUser, hosting: boolean): MenuSection[] {
  if (hosting) {
    return [
      {
        label: 'Host',
        links: [
          { label: 'Dashboard', href: paths.owner },
          { label: 'Calendar', href: paths.ownerCalendar },
        ],
      },
      travel,
      {
        label: 'Account',
        links: [
          { label: 'Profile', href: paths.profile },
          { label: 'Help', href: paths.helpCenter },
        ],
      },
    ];
  }
  const sections: MenuSection[] = [
    travel,
    {
      label: 'Account',
      links: [
        { label: 'Personal info', href: paths.profile },
        { label: 'Notifications', href: paths.notifications },
      ],
    },
    {
      label: 'Support',
      links: [
        { label: 'Help Center', href: paths.helpCenter },
        { label: 'Contact us', href: paths.contact },
      ],
    },
  ];
  if (user.role === 'customer' || user.role === 'owner') {
    sections.push({
      label: 'Hosting',
      links: [{ label: user.role === 'owner' ? 'Switch to hosting' : 'Become a host', href: paths.owner }],
    });
  }
  return sections;
}
