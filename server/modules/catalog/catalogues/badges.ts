import { catalogues } from '../../../../domain/catalogues.ts';
import { badges, propertyBadges } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Badges: awarded to listings (no active flag); one awarded is edited rather than deleted. */
export const badgeCatalogue = defineCatalogue({
  definition: catalogues.badges,
  table: badges,
  usedBy: {
    column: propertyBadges.badgeId,
    by: 'listing',
    verb: 'awarded to',
    advice: 'edit it instead of deleting it',
  },
});
