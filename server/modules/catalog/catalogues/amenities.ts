import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { amenities, propertyAmenities } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Amenities: listings offer them; one in use is deactivated instead of deleted. */
export const amenityCatalogue = defineCatalogue({
  definition: catalogues.amenities,
  table: amenities,
  notFound: m.server_amenity_not_found,
  usedBy: { column: propertyAmenities.amenityId, by: 'listing', inUse: m.server_amenity_in_use },
});
