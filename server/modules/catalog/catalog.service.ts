import type { Badge, Contact, PropertyType } from '../../../domain/schemas/catalog.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './catalog.repository.ts';

const withIsoCreatedAt = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const listDestinations = ({ db }: AppDeps) => repo.listDestinations(db);
export const listAmenities = ({ db }: AppDeps) => repo.listAmenities(db);
export const listRatingParameters = ({ db }: AppDeps) => repo.listRatingParameters(db);

export async function listBadges({ db }: AppDeps): Promise<Badge[]> {
  return (await repo.listBadges(db)).map(withIsoCreatedAt);
}

export async function listPropertyTypes({ db }: AppDeps): Promise<PropertyType[]> {
  return (await repo.listPropertyTypes(db)).map(withIsoCreatedAt);
}

export async function listContacts({ db }: AppDeps): Promise<Contact[]> {
  return (await repo.listContacts(db)).map(withIsoCreatedAt);
}
