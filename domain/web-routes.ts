import { m } from '#i18n/messages.js';

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
  { pattern: '/trips/:id/confirmed', title: 'Your booking' },
  { pattern: '/wishlists', title: 'Wishlists' },
  { pattern: '/wishlists/:id', title: 'Wishlists' },
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

// Each page's title in the language being written (decision 110); the table above keeps the
// English, which the server matches paths against.
const ROUTE_TITLES: Record<WebRoute['pattern'], () => string> = {
  '/': () => m.rules_route_stays_across_india(),
  '/home': () => m.rules_route_stays_across_india(),
  '/landing': () => m.rules_route_welcome(),
  '/auth': () => m.rules_route_sign_in(),
  '/property/:id': () => m.rules_route_stay(),
  '/help-center': () => m.rules_route_help_center(),
  '/safety-information': () => m.rules_route_safety_information(),
  '/cancellation-policy': () => m.rules_route_cancellation_policy(),
  '/community-guidelines': () => m.rules_route_community_guidelines(),
  '/property-management': () => m.rules_route_property_management(),
  '/interior-design': () => m.rules_route_interior_design(),
  '/privacy-policy': () => m.rules_route_privacy_policy(),
  '/terms-of-service': () => m.rules_route_terms_of_service(),
  '/cookie-policy': () => m.rules_route_cookie_policy(),
  '/privacy': () => m.rules_route_privacy_settings(),
  '/help': () => m.rules_route_help(),
  '/contact': () => m.rules_route_contact(),
  '/become-owner': () => m.rules_route_become_host(),
  '/profile': () => m.rules_route_profile(),
  '/verify-email': () => m.rules_route_verify_email(),
  '/trips': () => m.rules_route_trips(),
  '/trips/:id/receipt': () => m.rules_route_receipt(),
  '/trips/:id/confirmed': () => m.rules_route_your_booking(),
  '/wishlists': () => m.rules_route_wishlists(),
  '/wishlists/:id': () => m.rules_route_wishlists(),
  '/messages': () => m.rules_route_messages(),
  '/messages/:id': () => m.rules_route_messages(),
  '/payments': () => m.rules_route_payments(),
  '/notifications': () => m.rules_route_notifications(),
  '/owner': () => m.rules_route_your_listings(),
  '/create-property': () => m.rules_route_list_property(),
  '/owner/calendar': () => m.rules_route_calendar(),
  '/owner/tax': () => m.rules_route_gst_registrations(),
  '/owner/payout-account': () => m.rules_route_payout_account(),
  '/owner/earnings': () => m.rules_route_earnings(),
  '/reservations': () => m.rules_route_reservations(),
  '/owner/property/:id': () => m.rules_route_your_property(),
  '/owner/property/:id/edit': () => m.rules_route_edit_property(),
  '/admin/login': () => m.rules_route_admin_sign_in(),
  '/admin': () => m.rules_route_admin_dashboard(),
  '/admin/destinations': () => m.rules_route_admin_destinations(),
  '/admin/properties': () => m.rules_route_admin_properties(),
  '/admin/properties/:id': () => m.rules_route_admin_property(),
  '/admin/properties/:id/edit': () => m.rules_route_admin_edit_property(),
  '/admin/create-property': () => m.rules_route_admin_create_property(),
  '/admin/users': () => m.rules_route_admin_users(),
  '/admin/amenities': () => m.rules_route_admin_amenities(),
  '/admin/ratings': () => m.rules_route_admin_rating_parameters(),
  '/admin/badges': () => m.rules_route_admin_badges(),
  '/admin/property-types': () => m.rules_route_admin_property_types(),
  '/admin/contacts': () => m.rules_route_admin_contacts(),
  '/admin/tax-registrations': () => m.rules_route_admin_tax_registrations(),
  '/admin/finance': () => m.rules_route_admin_finance(),
};

/** A page's tab title in the language being written; undefined (no page): "Page not found". */
export function routeTitle(route: WebRoute | undefined): string {
  return route ? ROUTE_TITLES[route.pattern]() : m.rules_route_not_found();
}

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
