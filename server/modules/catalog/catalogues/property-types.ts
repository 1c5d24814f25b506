import { catalogues } from '../../../../domain/catalogues.ts';
import { properties, propertyTypes } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Property types: a listing has one (no active flag); its listings change type before it goes. */
export const propertyTypeCatalogue = defineCatalogue({
  definition: catalogues.propertyTypes,
  table: propertyTypes,
  usedBy: {
    column: properties.propertyTypeId,
    by: 'listing',
    advice: 'change their type before deleting it',
  },
});
