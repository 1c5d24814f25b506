import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  adminCatalogueQueryKey,
  catalogueQueryKey,
  catalogueUrl,
  invalidateCatalogue,
} from './catalogues.ts';

const freshClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(catalogueQueryKey('amenities'), [{ id: 'wifi' }]);
  client.setQueryData(adminCatalogueQueryKey('amenities'), [{ id: 'wifi' }]);
  client.setQueryData(catalogueQueryKey('propertyTypes'), [{ id: 'villa' }]);
  return client;
};
const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

describe('catalogue queries', () => {
  it('read each catalogue from its public address, under that address as the one key', () => {
    expect(catalogueUrl('propertyTypes')).toBe('/api/property-types');
    expect(catalogueQueryKey('ratingParameters')).toEqual(['/api/rating-parameters']);
    expect(adminCatalogueQueryKey('destinations')).toEqual(['/api/admin/destinations']);
  });

  it("after an admin's change, load that catalogue's public and admin lists again, and no other", async () => {
    const client = freshClient();
    await invalidateCatalogue(client, 'amenities');
    expect(invalidated(client, catalogueQueryKey('amenities'))).toBe(true);
    expect(invalidated(client, adminCatalogueQueryKey('amenities'))).toBe(true);
    expect(invalidated(client, catalogueQueryKey('propertyTypes'))).toBe(false);
  });
});
