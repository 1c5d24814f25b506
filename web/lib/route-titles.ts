import { m } from '#i18n/messages.js';
import type { WebRoute } from '../../domain/web-routes.ts';

/**
 * The tab title of each page in this build's language. domain/web-routes.ts keeps the English
 * titles the server and its tests know; the web titles a page from the catalogue (decision 110), and
 * route-titles.test.ts checks that the English here is that table's, word for word.
 */
export const routeTitles: Record<WebRoute['pattern'], string> = {
  '/': m.shell_title_home(),
  '/home': m.shell_title_home(),
  '/landing': m.shell_title_landing(),
  '/auth': m.shell_title_auth(),
  '/property/:id': m.shell_title_property(),

  '/help-center': m.shell_title_help_center(),
  '/safety-information': m.shell_title_safety_information(),
  '/cancellation-policy': m.shell_title_cancellation_policy(),
  '/community-guidelines': m.shell_title_community_guidelines(),
  '/property-management': m.shell_title_property_management(),
  '/interior-design': m.shell_title_interior_design(),
  '/privacy-policy': m.shell_title_privacy_policy(),
  '/terms-of-service': m.shell_title_terms_of_service(),
  '/cookie-policy': m.shell_title_cookie_policy(),
  '/privacy': m.shell_title_privacy_settings(),
  '/help': m.shell_title_help(),
  '/contact': m.shell_title_contact(),

  '/become-owner': m.shell_title_become_owner(),
  '/profile': m.shell_title_profile(),
  '/verify-email': m.shell_title_verify_email(),
  '/trips': m.shell_title_trips(),
  '/trips/:id/receipt': m.shell_title_receipt(),
  '/trips/:id/confirmed': m.shell_title_your_booking(),
  '/wishlists': m.shell_title_wishlists(),
  '/wishlists/:id': m.shell_title_wishlists(),
  '/messages': m.shell_title_messages(),
  '/messages/:id': m.shell_title_messages(),
  '/payments': m.shell_title_payments(),
  '/notifications': m.shell_title_notifications(),

  '/owner': m.shell_title_owner(),
  '/create-property': m.shell_title_create_property(),
  '/owner/calendar': m.shell_title_owner_calendar(),
  '/owner/tax': m.shell_title_owner_tax(),
  '/owner/payout-account': m.shell_title_owner_payout_account(),
  '/owner/earnings': m.shell_title_owner_earnings(),
  '/reservations': m.shell_title_reservations(),
  '/owner/property/:id': m.shell_title_owner_property(),
  '/owner/property/:id/edit': m.shell_title_owner_property_edit(),

  '/admin/login': m.shell_title_admin_login(),
  '/admin': m.shell_title_admin(),
  '/admin/destinations': m.shell_title_admin_destinations(),
  '/admin/properties': m.shell_title_admin_properties(),
  '/admin/properties/:id': m.shell_title_admin_property(),
  '/admin/properties/:id/edit': m.shell_title_admin_property_edit(),
  '/admin/create-property': m.shell_title_admin_create_property(),
  '/admin/users': m.shell_title_admin_users(),
  '/admin/amenities': m.shell_title_admin_amenities(),
  '/admin/ratings': m.shell_title_admin_ratings(),
  '/admin/badges': m.shell_title_admin_badges(),
  '/admin/property-types': m.shell_title_admin_property_types(),
  '/admin/contacts': m.shell_title_admin_contacts(),
  '/admin/tax-registrations': m.shell_title_admin_tax_registrations(),
  '/admin/finance': m.shell_title_admin_finance(),
};

/** The tab title of a page the address opens, or "Page not found" for any other path. */
export function routeTitleOf(route: WebRoute | undefined): string {
  return route ? routeTitles[route.pattern] : m.shell_title_not_found();
}
