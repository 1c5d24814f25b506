import { catalogues } from '../../../../domain/catalogues.ts';
import { destinations, properties } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Destinations: a listing names one; one in use is deactivated (it leaves the public list) instead. */
export const destinationCatalogue = defineCatalogue({
  definition: catalogues.destinations,
  table: destinations,
  usedBy: { column: properties.destinationId, by: 'listing' },
});
