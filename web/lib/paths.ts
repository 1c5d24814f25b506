import { m } from '#i18n/messages.js';

/**
 * Every path of the web app (traveller §2 and admin-and-host §2 route tables), written once.
 * Links, redirects and the router read them from here; API URLs (/api/...) live in the fetchers.
 * Parameterised paths are functions; the router builds its patterns from the same functions
 * (`paths.property(':id')`), and their literal types let wouter type the route's params.
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  landing: '/landing',
  auth: '/auth',
  property: <Id extends string>(id: Id) => `/property/${id}` as const,

  helpCenter: '/help-center',
  safetyInformation: '/safety-information',
  cancellationPolicy: '/cancellation-policy',
  communityGuidelines: '/community-guidelines',
  propertyManagement: '/property-management',
  interiorDesign: '/interior-design',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  privacySettings: '/privacy',
  help: '/help',
  contact: '/contact',

  becomeOwner: '/become-owner',
  profile: '/profile',
  verifyEmail: '/verify-email',
  trips: '/trips',
  tripReceipt: <Id extends string>(id: Id) => `/trips/${id}/receipt` as const,
  tripConfirmed: <Id extends string>(id: Id) => `/trips/${id}/confirmed` as const,
  wishlists: '/wishlists',
  wishlist: <Id extends string>(id: Id) => `/wishlists/${id}` as const,
  messages: '/messages',
  conversation: <Id extends string>(id: Id) => `/messages/${id}` as const,
  payments: '/payments',
  notifications: '/notifications',

  owner: '/owner',
  createProperty: '/create-property',
  ownerCalendar: '/owner/calendar',
  ownerTax: '/owner/tax',
  ownerPayoutAccount: '/owner/payout-account',
  ownerEarnings: '/owner/earnings',
  reservations: '/reservations',
  ownerProperty: <Id extends string>(id: Id) => `/owner/property/${id}` as const,
  ownerPropertyEdit: <Id extends string>(id: Id) => `/owner/property/${id}/edit` as const,

  adminLogin: '/admin/login',
  admin: '/admin',
  adminProperty: <Id extends string>(id: Id) => `/admin/properties/${id}` as const,
  adminPropertyEdit: <Id extends string>(id: Id) => `/admin/properties/${id}/edit` as const,
} as const;

/**
 * The admin panel's pages in sidebar order: the router makes one guarded route of each and the
 * admin shell one sidebar link, so a page is added here once.
 */
export const adminPages = {
  dashboard: { path: paths.admin, label: m.shell_admin_page_dashboard() },
  destinations: { path: '/admin/destinations', label: m.shell_admin_page_destinations() },
  properties: { path: '/admin/properties', label: m.shell_admin_page_properties() },
  createProperty: { path: '/admin/create-property', label: m.shell_admin_page_create_property() },
  users: { path: '/admin/users', label: m.shell_admin_page_users() },
  amenities: { path: '/admin/amenities', label: m.shell_admin_page_amenities() },
  ratings: { path: '/admin/ratings', label: m.shell_admin_page_ratings() },
  badges: { path: '/admin/badges', label: m.shell_admin_page_badges() },
  propertyTypes: { path: '/admin/property-types', label: m.shell_admin_page_property_types() },
  contacts: { path: '/admin/contacts', label: m.shell_admin_page_contacts() },
  taxRegistrations: { path: '/admin/tax-registrations', label: m.shell_admin_page_tax_registrations() },
  finance: { path: '/admin/finance', label: m.shell_admin_page_finance() },
} as const satisfies Record<string, { path: string; label: string }>;

export type AdminPage = keyof typeof adminPages;

/**
 * The sidebar entry a location belongs to: its own page, or the section it sits under
 * (/admin/properties/{id}/edit is under Properties); the dashboard only at /admin itself.
 */
export function adminSectionOf(location: string): AdminPage | undefined {
  const path = location.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return (Object.keys(adminPages) as AdminPage[]).find((page) => {
    const at = adminPages[page].path;
    return path === at || (page !== 'dashboard' && path.startsWith(`${at}/`));
  });
}

/** The admin pages as a list, in sidebar order. */
export const adminPageList = (Object.keys(adminPages) as AdminPage[]).map((page) => ({
  page,
  ...adminPages[page],
}));
