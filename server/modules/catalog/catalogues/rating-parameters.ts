import { catalogues } from '../../../../domain/catalogues.ts';
import { ratingParameters, reviewRatings } from '../../../db/schema.ts';
import { defineCatalogue } from '../catalog.repository.ts';

/** Rating parameters: reviews score them; one in use is deactivated (new reviews skip it) instead. */
export const ratingParameterCatalogue = defineCatalogue({
  definition: catalogues.ratingParameters,
  table: ratingParameters,
  usedBy: { column: reviewRatings.ratingParameterId, by: 'review' },
});
