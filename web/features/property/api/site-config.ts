import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../../../domain/schemas/site-config.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/site-config: where map tiles come from. */

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
