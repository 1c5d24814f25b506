import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { getJson } from './api-client.ts';
import { queryClient } from './query-client.ts';

const siteConfigQuery = {
  queryKey: ['/api/site-config'],
  queryFn: () => getJson<SiteConfig>('/api/site-config'),
  staleTime: Number.POSITIVE_INFINITY,
} as const;

export function fetchSiteConfig() {
  return queryClient.fetchQuery(siteConfigQuery);
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
