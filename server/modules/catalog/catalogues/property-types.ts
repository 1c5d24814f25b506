import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { properties, propertyTypes } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Property types: a listing has one (no active flag); its listings change type before it goes. */
export const propertyTypeCatalogue = defineCatalogue({
  definition: catalogues.propertyTypes,
  table: propertyTypes,
  notFound: m.server_property_type_not_found,
  usedBy: { column: properties.propertyTypeId, by: 'listing', inUse: m.server_property_type_in_use },
});
