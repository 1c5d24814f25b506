/**
 * Every page of the web app (traveller §2 and admin-and-host §2 route tables) as a path pattern
 * with its tab title. Pure data shared by both sides: the server answers the app's HTML with 200
 * for these patterns and with 404 for any other path (the app then shows its 404 screen), and the
 * web app titles each page from here. web/lib/paths.ts must agree with this table (its test checks).
 * Patterns are wouter's: `:name` matches one path segment; a trailing slash and letter case are
 * ignored, as wouter ignores them.
 */
export const webRoutes = [
  { pattern: '/', title: 'Stays across India' },
  { pattern: '/home', title: 'Stays across India' },
  { pattern: '/landing', title: 'Welcome' },
  { pattern: '/auth', title: 'Sign in' },
  { pattern: '/property/:id', title: 'Stay' },

  { pattern: '/help-center', title: 'Help Center' },
  { pattern: '/safety-information', title: 'Safety information' },
  { pattern: '/cancellation-policy', title: 'Cancellation policy' },
  { pattern: '/community-guidelines', title: 'Community guidelines' },
  { pattern: '/property-management', title: 'Property management' },
  { pattern: '/interior-design', title: 'Interior design' },
  { pattern: '/privacy-policy', title: 'Privacy policy' },
  { pattern: '/terms-of-service', title: 'Terms of service' },
  { pattern: '/cookie-policy', title: 'Cookie policy' },
  { pattern: '/privacy', title: 'Privacy settings' },
  { pattern: '/help', title: 'Help' },
  { pattern: '/contact', title: 'Contact' },

  { pattern: '/become-owner', title: 'Become a host' },
  { pattern: '/profile', title: 'Profile' },
  { pattern: '/verify-email', title: 'Verify your email' },
  { pattern: '/trips', title: 'Trips' },
  { pattern: '/trips/:id/receipt', title: 'Receipt' },
  { pattern: '/wishlists', title: 'Wishlists' },
  { pattern: '/messages', title: 'Messages' },
  { pattern: '/messages/:id', title: 'Messages' },
  { pattern: '/payments', title: 'Payments' },
  { pattern: '/notifications', title: 'Notifications' },

  { pattern: '/owner', title: 'Your listings' },
  { pattern: '/create-property', title: 'List your property' },
  { pattern: '/owner/calendar', title: 'Calendar' },
  { pattern: '/owner/tax', title: 'GST registrations' },
  { pattern: '/owner/payout-account', title: 'Payout account' },
  { pattern: '/owner/earnings', title: 'Earnings' },
  { pattern: '/reservations', title: 'Reservations' },
  { pattern: '/owner/property/:id', title: 'Your property' },
  { pattern: '/owner/property/:id/edit', title: 'Edit property' },

  { pattern: '/admin/login', title: 'Admin sign in' },
  { pattern: '/admin', title: 'Admin dashboard' },
  { pattern: '/admin/destinations', title: 'Destinations · Admin' },
  { pattern: '/admin/properties', title: 'Properties · Admin' },
  { pattern: '/admin/properties/:id', title: 'Property · Admin' },
  { pattern: '/admin/properties/:id/edit', title: 'Edit property · Admin' },
  { pattern: '/admin/create-property', title: 'Create property · Admin' },
  { pattern: '/admin/users', title: 'Users · Admin' },
  { pattern: '/admin/amenities', title: 'Amenities · Admin' },
  { pattern: '/admin/ratings', title: 'Rating parameters · Admin' },
  { pattern: '/admin/badges', title: 'Badges · Admin' },
  { pattern: '/admin/property-types', title: 'Property types · Admin' },
  { pattern: '/admin/contacts', title: 'Contacts · Admin' },
  { pattern: '/admin/tax-registrations', title: 'Tax registrations · Admin' },
  { pattern: '/admin/finance', title: 'Finance · Admin' },
] as const satisfies ReadonlyArray<{ pattern: string; title: string }>;

export type WebRoute = (typeof webRoutes)[number];

/** The tab title of any path the table does not know (the app shows "404 Page Not Found"). */
export const notFoundTitle = 'Page not found';

/** '/property/abc/' -> ['property', 'abc'] ('/' -> []): one trailing slash is ignored, as wouter does. */
const segmentsOf = (pathname: string) => pathname.replace(/\/$/, '').split('/').slice(1);

function matches(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  return (
    want.length === got.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? got[i] !== '' : segment.toLowerCase() === got[i]?.toLowerCase(),
    )
  );
}

/** The page a pathname (no query string) opens, or undefined for the 404 screen. */
export function matchWebRoute(pathname: string): WebRoute | undefined {
  return webRoutes.find((route) => matches(route.pattern, pathname));
}

/** A tab title: the page's own words, then the site's name ("Sign in · Basera"). */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · Basera`;
}
