import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { taxRegistrations } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Basera's GST registrations (issue 24 §1): one per state, each GSTIN once; nothing refers to them yet. */
export const taxRegistrationCatalogue = defineCatalogue({
  definition: catalogues.taxRegistrations,
  table: taxRegistrations,
  notFound: m.server_tax_registration_not_found,
  unique: {
    tax_registrations_state_key: m.server_tax_registration_state_taken,
    tax_registrations_gstin_key: m.server_tax_registration_gstin_taken,
  },
});
