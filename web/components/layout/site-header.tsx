import { Sofa } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { cn } from '../../lib/class-names.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { buttonClasses } from '../ui/button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { isHostingPath } from './header-modes.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

// The signed-in items (counts, live stream, user menu) are fetched only for a signed-in person.
const SignedInHeader = lazy(() =>
  import('./signed-in-header.tsx').then((module) => ({ default: module.SignedInHeader })),
);

function navLinkClass(active: boolean, extra?: string) {
  return cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-muted',
    active ? 'text-brand-text underline decoration-2 underline-offset-8' : 'text-fg',
    extra,
  );
}

export function SiteHeader() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const hosting = user?.role === 'owner' && isHostingPath(location);

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line bg-page/95 backdrop-blur supports-[backdrop-filter]:bg-page/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <BrandLogo href={hosting ? paths.owner : paths.home} />

        {/* The spec puts the interior-design link in the header: on phones as a labelled icon. */}
        <nav aria-label={m.shell_nav_main()} className="ml-1 flex items-center gap-1 sm:ml-2">
          {hosting ? (
            <>
              <Link href={paths.owner} className={navLinkClass(location === paths.owner, 'max-md:hidden')}>
                {m.shell_nav_listings()}
              </Link>
              <Link
                href={paths.reservations}
                className={navLinkClass(location === paths.reservations, 'max-md:hidden')}
              >
                {m.shell_nav_reservations()}
              </Link>
            </>
          ) : (
            <Link
              href={paths.interiorDesign}
              aria-current={location === paths.interiorDesign ? 'page' : undefined}
              className={navLinkClass(
                location === paths.interiorDesign,
                'max-sm:w-11 max-sm:justify-center max-sm:px-0',
              )}
            >
              <Sofa className="size-5 sm:mr-1.5 sm:size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{m.shell_nav_interior_design()}</span>
            </Link>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {user?.role === 'owner' &&
            (hosting ? (
              <Link href={paths.home} className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
                {m.shell_switch_to_travelling()}
              </Link>
            ) : (
              <Link href={paths.owner} className={buttonClasses('ghost', 'sm', 'max-sm:hidden')}>
                {m.shell_switch_to_hosting()}
              </Link>
            ))}
          {/* Signed in, a phone's header is full: the switch is in the user menu there. */}
          <nav aria-label={m.shell_language()} className={user ? 'max-sm:hidden' : undefined}>
            <LanguageSwitch variant="header" />
          </nav>
          <ThemeToggle />
          {isLoading ? (
            <div className="size-11" aria-hidden="true" />
          ) : user ? (
            <Suspense fallback={<div className="size-11" aria-hidden="true" />}>
              <SignedInHeader user={user} hosting={hosting} />
            </Suspense>
          ) : (
            <Link href={paths.auth} className={buttonClasses('primary', 'md', 'ml-1')}>
              {m.shell_login()}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
