import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { initialsOf } from '../../../domain/rules/initials.ts';
import { languageNames } from '../../../domain/rules/language/languages.ts';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { addressInLanguage, pageLanguage } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import { useLogout } from '../../lib/session.ts';
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { fullNameOf, menuSections } from './header-modes.ts';
import { rememberLanguage } from './remember-language.ts';

const otherLanguage = pageLanguage === 'hi' ? 'en' : 'hi';

/** The signed-in user's menu: initials, name and email, the sections of the mode, Log out. */
export function UserMenu({ user, hosting }: { user: PublicUser; hosting: boolean }) {
  const logout = useLogout();
  const sections = menuSections(user, hosting);
  const name = fullNameOf(user);
  return (
    <Menu modal={false}>
      {/* Named by its content, so what is seen (first name, initials) is part of what is spoken. */}
      <MenuTrigger className="ml-1 inline-flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-1 pl-1 hover:shadow-md sm:pl-3">
        <span className="hidden max-w-36 truncate text-sm font-medium lg:inline">
          {user.firstName ?? name}
        </span>{' '}
        <span
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-fg"
          data-testid="avatar-initials"
        >
          {initialsOf(user)}
        </span>{' '}
        <span className="sr-only">{m.shell_user_menu_label({ name })}</span>
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
        {hosting && (
          <MenuGroup className="md:hidden">
            <MenuSeparator />
            <MenuItem asChild>
              <Link href={paths.owner}>{m.shell_nav_listings()}</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link href={paths.reservations}>{m.shell_nav_reservations()}</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link href={paths.home}>{m.shell_switch_to_travelling()}</Link>
            </MenuItem>
          </MenuGroup>
        )}
        {/* On phones the header has no room beside the menu for the language switch: it is here. */}
        <MenuGroup className="sm:hidden">
          <MenuSeparator />
          <MenuLabel>{m.shell_language()}</MenuLabel>
          <MenuItem asChild>
            <a
              href={addressInLanguage(otherLanguage)}
              lang={otherLanguage}
              hrefLang={otherLanguage}
              onClick={() => rememberLanguage(otherLanguage, true)}
            >
              {languageNames[otherLanguage]}
            </a>
          </MenuItem>
        </MenuGroup>
        <MenuSeparator />
        <MenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {logout.isPending ? m.shell_logging_out() : m.shell_log_out()}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
