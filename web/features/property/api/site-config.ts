import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/site-config: where map tiles come from. (Local until domain/schemas/site-config.ts lands.) */
export type SiteConfig = { map: { tileUrl: string; attribution: string } };

export function fetchSiteConfig() {
  return getJson<SiteConfig>('/api/site-config');
}

export function useSiteConfig() {
  return useQuery({
    queryKey: ['/api/site-config'],
    queryFn: fetchSiteConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
