import { m } from '#i18n/messages.js';
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
  label: m.shell_menu_travel(),
  links: [
    { label: m.shell_menu_search_stays(), href: paths.home },
    { label: m.shell_menu_your_trips(), href: paths.trips },
    { label: m.shell_menu_wishlists(), href: paths.wishlists },
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
        label: m.shell_menu_host(),
        links: [
          { label: m.shell_menu_dashboard(), href: paths.owner },
          { label: m.shell_menu_calendar(), href: paths.ownerCalendar },
        ],
      },
      travel,
      {
        label: m.shell_menu_account(),
        links: [
          { label: m.shell_menu_profile(), href: paths.profile },
          { label: m.shell_menu_payments(), href: paths.payments },
          { label: m.shell_menu_help(), href: paths.helpCenter },
        ],
      },
    ];
  }
  const sections: MenuSection[] = [
    travel,
    {
      label: m.shell_menu_account(),
      links: [
        { label: m.shell_menu_personal_info(), href: paths.profile },
        // Not in the spec's menu: issue 29 puts /payments there, beside the account's other pages.
        { label: m.shell_menu_payments(), href: paths.payments },
        { label: m.shell_menu_notifications(), href: paths.notifications },
      ],
    },
    {
      label: m.shell_menu_support(),
      links: [
        { label: m.shell_menu_help_center(), href: paths.helpCenter },
        { label: m.shell_menu_contact_us(), href: paths.contact },
      ],
    },
  ];
  if (user.role === 'customer' || user.role === 'owner') {
    sections.push({
      label: m.shell_menu_hosting(),
      links: [
        {
          label: user.role === 'owner' ? m.shell_switch_to_hosting() : m.shell_menu_become_host(),
          href: paths.owner,
        },
      ],
    });
  }
  return sections;
}
