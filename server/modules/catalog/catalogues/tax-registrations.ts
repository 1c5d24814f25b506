import { catalogues } from '../../../../domain/catalogues.ts';
import { taxRegistrations } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Basera's GST registrations (issue 24 §1): one per state, each GSTIN once; nothing refers to them yet. */
export const taxRegistrationCatalogue = defineCatalogue({
  definition: catalogues.taxRegistrations,
  table: taxRegistrations,
  unique: {
    tax_registrations_state_key: 'Basera already has a tax registration for that state',
    tax_registrations_gstin_key: 'That GSTIN is already one of Basera’s tax registrations',
  },
});
