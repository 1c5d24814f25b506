import type { Badge, Contact, PropertyType } from '../../../domain/schemas/catalog.ts';
import type { Executor } from '../../db/client.ts';
import * as repository from './catalog.repository.ts';

const withIsoCreatedAt = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const catalogService = {
  destinations: (db: Executor) => repository.listDestinations(db),
  amenities: (db: Executor) => repository.listAmenities(db),
  ratingParameters: (db: Executor) => repository.listRatingParameters(db),
  badges: async (db: Executor): Promise<Badge[]> => (await repository.listBadges(db)).map(withIsoCreatedAt),
  propertyTypes: async (db: Executor): Promise<PropertyType[]> =>
    (await repository.listPropertyTypes(db)).map(withIsoCreatedAt),
  contacts: async (db: Executor): Promise<Contact[]> =>
    (await repository.listContacts(db)).map(withIsoCreatedAt),
};
