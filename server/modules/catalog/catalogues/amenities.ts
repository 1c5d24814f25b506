import { catalogues } from '../../../../domain/catalogues.ts';
import { amenities, propertyAmenities } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Amenities: listings offer them; one in use is deactivated instead of deleted. */
export const amenityCatalogue = defineCatalogue({
  definition: catalogues.amenities,
  table: amenities,
  usedBy: { column: propertyAmenities.amenityId, by: 'listing' },
});
