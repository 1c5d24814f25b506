import { m } from '#i18n/messages.js';
import { catalogues } from '../../../../domain/catalogues.ts';
import { ratingParameters, reviewRatings } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Rating parameters: reviews score them; one in use is deactivated (new reviews skip it) instead. */
export const ratingParameterCatalogue = defineCatalogue({
  definition: catalogues.ratingParameters,
  table: ratingParameters,
  notFound: m.server_rating_parameter_not_found,
  usedBy: { column: reviewRatings.ratingParameterId, by: 'review', inUse: m.server_rating_parameter_in_use },
});
