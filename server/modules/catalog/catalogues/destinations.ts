import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { destinations, properties } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Destinations: a listing names one; one in use is deactivated (it leaves the public list) instead. */
export const destinationCatalogue = defineCatalogue({
  definition: catalogues.destinations,
  table: destinations,
  notFound: m.server_destination_not_found,
  usedBy: { column: properties.destinationId, by: 'listing', inUse: m.server_destination_in_use },
});
