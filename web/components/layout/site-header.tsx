import { Bell, LogOut, Sofa } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { initialsOf } from '../../../domain/rules/initials.ts';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { cn } from '../../lib/class-names.ts';
import { useCurrentUser, useLogout } from '../../lib/session.ts';
import { buttonClasses } from '../ui/button.tsx';
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const HOSTING_PATHS = ['/owner', '/create-property', '/reservations'];

/** Owners on /owner*, /create-property and /reservations see the header in hosting mode. */
export function isHostingPath(path: string): boolean {
  return HOSTING_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

function fullNameOf(user: PublicUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

type MenuLink = { label: string; href: string };
type MenuSection = { label: string; links: MenuLink[] };

const travel: MenuSection = {
  label: 'Travel',
  links: [
    { label: 'Search stays', href: '/' },
    { label: 'Your trips', href: '/trips' },
    { label: 'Wishlists', href: '/wishlists' },
  ],
};

function menuSections(user: PublicUser, hosting: boolean): MenuSection[] {
  if (hosting) {
    return [
      {
        label: 'Host',
        links: [
          { label: 'Dashboard', href: '/owner' },
          { label: 'Calendar', href: '/owner/calendar' },
        ],
      },
      travel,
      {
        label: 'Account',
        links: [
          { label: 'Profile', href: '/profile' },
          { label: 'Help', href: '/help-center' },
        ],
      },
    ];
  }
  const sections: MenuSection[] = [
    travel,
    {
      label: 'Account',
      links: [
        { label: 'Personal info', href: '/profile' },
        { label: 'Notifications', href: '/notifications' },
      ],
    },
    {
      label: 'Support',
      links: [
        { label: 'Help Center', href: '/help-center' },
        { label: 'Contact us', href: '/contact' },
      ],
    },
  ];
  if (user.role === 'customer' || user.role === 'owner') {
    sections.push({
      label: 'Hosting',
      links: [{ label: user.role === 'owner' ? 'Switch to hosting' : 'Become a host', href: '/owner' }],
    });
  }
  return sections;
}

function navLinkClass(active: boolean) {
  return cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-muted',
    active ? 'text-brand-text underline decoration-2 underline-offset-8' : 'text-fg',
  );
}

export function SiteHeader() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const hosting = user?.role === 'owner' && isHostingPath(location);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-page/95 backdrop-blur supports-[backdrop-filter]:bg-page/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <BrandLogo href={hosting ? '/owner' : '/'} />

        <nav aria-label="Main" className="ml-2 hidden items-center gap-1 md:flex">
          {hosting ? (
            <>
              <Link href="/owner" className={navLinkClass(location === '/owner')}>
                Listings
              </Link>
              <Link href="/reservations" className={navLinkClass(location === '/reservations')}>
                Reservations
              </Link>
            </>
          ) : (
            <Link href="/interior-design" className={navLinkClass(location === '/interior-design')}>
              <Sofa className="mr-1.5 size-4" aria-hidden="true" />
              Interior Design
            </Link>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {user?.role === 'owner' &&
            (hosting ? (
              <Link href="/" className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
                Switch to travelling
              </Link>
            ) : (
              <Link href="/owner" className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
                Switch to hosting
              </Link>
            ))}
          <ThemeToggle />
          {isLoading ? (
            <div className="size-11" aria-hidden="true" />
          ) : user ? (
            <>
              <Link
                href="/notifications"
                aria-label="Notifications"
                className="relative inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-muted"
              >
                <Bell className="size-5" aria-hidden="true" />
                <span className="absolute top-2.5 right-2.5 size-2.5 rounded-full bg-red-600 ring-2 ring-page" />
              </Link>
              <UserMenu user={user} hosting={hosting} />
            </>
          ) : location === '/auth' ? null : (
            <Link href="/auth" className={buttonClasses('primary', 'md', 'ml-1')}>
              Login
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function UserMenu({ user, hosting }: { user: PublicUser; hosting: boolean }) {
  const logout = useLogout();
  const sections = menuSections(user, hosting);
  const name = fullNameOf(user);
  return (
    <Menu modal={false}>
      <MenuTrigger
        aria-label={`Account menu for ${name}`}
        className="ml-1 inline-flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-1 pl-1 hover:shadow-md sm:pl-3"
      >
        <span className="hidden max-w-36 truncate text-sm font-medium lg:inline">
          {user.firstName ?? name}
        </span>
        <span
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-fg"
          data-testid="avatar-initials"
        >
          {initialsOf(user)}
        </span>
      </MenuTrigger>
      <MenuContent>
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-sm text-fg-muted">{user.email}</p>
        </div>
        {sections.map((section) => (
          <MenuGroup key={section.label}>
            <MenuSeparator />
            <MenuLabel>{section.label}</MenuLabel>
            {section.links.map((link) => (
              <MenuItem key={`${section.label}-${link.label}`} asChild>
                <Link href={link.href}>{link.label}</Link>
              </MenuItem>
            ))}
          </MenuGroup>
        ))}
        {!hosting && (
          <MenuGroup className="md:hidden">
            <MenuSeparator />
            <MenuItem asChild>
              <Link href="/interior-design">Interior Design</Link>
            </MenuItem>
          </MenuGroup>
        )}
        {hosting && (
          <MenuGroup className="md:hidden">
            <MenuSeparator />
            <MenuItem asChild>
              <Link href="/owner">Listings</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link href="/reservations">Reservations</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link href="/">Switch to travelling</Link>
            </MenuItem>
          </MenuGroup>
        )}
        <MenuSeparator />
        <MenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Log out'}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
