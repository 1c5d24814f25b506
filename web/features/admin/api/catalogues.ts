import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CatalogueKey, catalogues } from '../../../../domain/catalogues.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

/** An item of a catalogue as the admin list shows it (domain/schemas/catalog.ts). */
export type CatalogueItem<K extends CatalogueKey> = z.infer<(typeof catalogues)[K]['item']>;
/** What the admin sends to create or replace an item (domain/schemas/catalog-inputs.ts). */
export type CatalogueBody<K extends CatalogueKey> = z.output<(typeof catalogues)[K]['input']>;

const adminUrl = (key: CatalogueKey) => `/api/admin/${catalogues[key].path}`;
const itemUrl = (key: CatalogueKey, id: string) => `${adminUrl(key)}/${encodeURIComponent(id)}`;

/** The admin list's key; the public list (`/api/{path}`, active items only) has its own. */
export const adminCatalogueKey = (key: CatalogueKey) => [adminUrl(key)] as const;
const publicCatalogueKey = (key: CatalogueKey) => [`/api/${catalogues[key].path}`] as const;

/** GET /api/admin/{path}: every item, inactive ones included. */
export function fetchAdminCatalogue<K extends CatalogueKey>(key: K) {
  return getJson<CatalogueItem<K>[]>(adminUrl(key));
}

export function useAdminCatalogue<K extends CatalogueKey>(key: K) {
  return useQuery({
    queryKey: adminCatalogueKey(key),
    queryFn: () => fetchAdminCatalogue(key),
    staleTime: 0,
  });
}

/** POST /api/admin/{path} (201 item) without an id, PUT /api/admin/{path}/{id} (200 item) with one. */
export function saveCatalogueItem<K extends CatalogueKey>(key: K, id: string | null, body: CatalogueBody<K>) {
  return id === null
    ? sendJson<CatalogueItem<K>>('POST', adminUrl(key), body)
    : sendJson<CatalogueItem<K>>('PUT', itemUrl(key, id), body);
}

/** DELETE /api/admin/{path}/{id}: 204; 409 with the reason while listings or reviews use the item. */
export function deleteCatalogueItem(key: CatalogueKey, id: string) {
  return sendJson<undefined>('DELETE', itemUrl(key, id));
}

/** After any change, success or not, the admin list and the public one are loaded again. */
function useReload(key: CatalogueKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCatalogueKey(key) }),
      queryClient.invalidateQueries({ queryKey: publicCatalogueKey(key) }),
    ]);
}

export function useSaveCatalogueItem<K extends CatalogueKey>(key: K) {
  const reload = useReload(key);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CatalogueBody<K> }) =>
      saveCatalogueItem(key, id, body),
    onSettled: reload,
  });
}

export function useDeleteCatalogueItem(key: CatalogueKey) {
  const reload = useReload(key);
  return useMutation({ mutationFn: (id: string) => deleteCatalogueItem(key, id), onSettled: reload });
}
