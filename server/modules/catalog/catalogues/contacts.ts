import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { contacts } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Contacts: Basera's booking contacts; nothing refers to them. */
export const contactCatalogue = defineCatalogue({
  definition: catalogues.contacts,
  table: contacts,
  notFound: m.server_contact_not_found,
});
