import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { badges, propertyBadges } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Badges: awarded to listings (no active flag); one awarded is edited rather than deleted. */
export const badgeCatalogue = defineCatalogue({
  definition: catalogues.badges,
  table: badges,
  notFound: m.server_badge_not_found,
  usedBy: { column: propertyBadges.badgeId, by: 'listing', inUse: m.server_badge_in_use },
});
