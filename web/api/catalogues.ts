import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CatalogueKey, cataloguePaths } from '../../domain/catalogue-paths.ts';
import type { catalogues } from '../../domain/catalogues.ts';
import { getJson, sendJson } from '../lib/api-client.ts';

// The catalogues as the whole app reads them (admin-and-host §2-§8): one fetcher, one query key and
// one invalidation per catalogue, whichever feature shows it. Features may not import each other
// (decision 17), so this is where search, the wizard, trips, the property page and admin meet.

/** An item of a catalogue (domain/schemas/catalog.ts). */
export type CatalogueItem<K extends CatalogueKey> = z.infer<(typeof catalogues)[K]['item']>;
/** What the admin sends to create or replace an item (domain/schemas/catalog-inputs.ts). */
export type CatalogueBody<K extends CatalogueKey> = z.output<(typeof catalogues)[K]['input']>;

/** GET /api/{path}: the public list; GET /api/admin/{path}: every item, inactive ones included. */
export const catalogueUrl = (key: CatalogueKey) => `/api/${cataloguePaths[key]}`;
export const adminCatalogueUrl = (key: CatalogueKey) => `/api/admin/${cataloguePaths[key]}`;
const itemUrl = (key: CatalogueKey, id: string) => `${adminCatalogueUrl(key)}/${encodeURIComponent(id)}`;

/** The public list's query key, the same for every screen that shows it. */
export const catalogueQueryKey = (key: CatalogueKey) => [catalogueUrl(key)] as const;
/** The admin list's query key. */
export const adminCatalogueQueryKey = (key: CatalogueKey) => [adminCatalogueUrl(key)] as const;

export function fetchCatalogue<K extends CatalogueKey>(key: K) {
  return getJson<CatalogueItem<K>[]>(catalogueUrl(key));
}

/**
 * After an admin's change (saved or refused), the admin list and the public one are loaded again:
 * a screen showing the catalogue refetches now, any other the next time it shows it.
 */
export function invalidateCatalogue(queryClient: QueryClient, key: CatalogueKey) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey(key) }),
    queryClient.invalidateQueries({ queryKey: catalogueQueryKey(key) }),
  ]);
}

/** A public list, fetched once it is `enabled` and kept (the app's queries never go stale by time). */
function useCatalogue<K extends CatalogueKey>(key: K, enabled: boolean) {
  return useQuery({ queryKey: catalogueQueryKey(key), queryFn: () => fetchCatalogue(key), enabled });
}

/** Amenities: the search filters' checkboxes, the wizard's toggles (inactive ones too; the step filters). */
export const useAmenities = (enabled = true) => useCatalogue('amenities', enabled);

/** Property types: the search filters' choice, the wizard's first step. */
export const usePropertyTypes = (enabled = true) => useCatalogue('propertyTypes', enabled);

/** Destinations: suggestions for the search's location field (none when the call fails). */
export const useDestinations = () => useCatalogue('destinations', true);

/** Basera's booking contacts: the property page's Book by Contact, a trip's Message Host before confirmation. */
export const useContacts = (enabled: boolean) => useCatalogue('contacts', enabled);

/** What a review scores (Cleanliness, Accuracy, …): the active ones. */
export function useRatingParameters(enabled: boolean) {
  return useQuery({
    queryKey: catalogueQueryKey('ratingParameters'),
    queryFn: () => fetchCatalogue('ratingParameters'),
    enabled,
    select: (list) => list.filter((parameter) => parameter.isActive),
  });
}

// The admin's side (admin-and-host §2-§8): every item, and changes that reload both lists.

export function fetchAdminCatalogue<K extends CatalogueKey>(key: K) {
  return getJson<CatalogueItem<K>[]>(adminCatalogueUrl(key));
}

export function useAdminCatalogue<K extends CatalogueKey>(key: K) {
  return useQuery({
    queryKey: adminCatalogueQueryKey(key),
    queryFn: () => fetchAdminCatalogue(key),
    staleTime: 0,
  });
}

/** POST /api/admin/{path} (201 item) without an id, PUT /api/admin/{path}/{id} (200 item) with one. */
export function saveCatalogueItem<K extends CatalogueKey>(key: K, id: string | null, body: CatalogueBody<K>) {
  return id === null
    ? sendJson<CatalogueItem<K>>('POST', adminCatalogueUrl(key), body)
    : sendJson<CatalogueItem<K>>('PUT', itemUrl(key, id), body);
}

/** DELETE /api/admin/{path}/{id}: 204; 409 with the reason while listings or reviews use the item. */
export function deleteCatalogueItem(key: CatalogueKey, id: string) {
  return sendJson<undefined>('DELETE', itemUrl(key, id));
}

export function useSaveCatalogueItem<K extends CatalogueKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CatalogueBody<K> }) =>
      saveCatalogueItem(key, id, body),
    onSettled: () => invalidateCatalogue(queryClient, key),
  });
}

export function useDeleteCatalogueItem(key: CatalogueKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogueItem(key, id),
    onSettled: () => invalidateCatalogue(queryClient, key),
  });
}
