import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkoutSettings } from '../../domain/schemas/bookings.ts';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { getJson } from './api-client.ts';
import { queryClient } from './query-client.ts';

/** Which checkout script pays for a booking: Razorpay's, or the simulated gateway's. */
export type CheckoutSettings = z.infer<typeof checkoutSettings>;

/** GET /api/site-config: where map tiles come from and which checkout script pays. */
export type SiteSettings = SiteConfig & { payment?: CheckoutSettings };

const siteConfigQuery = {
  queryKey: ['/api/site-config'],
  queryFn: () => getJson<SiteSettings>('/api/site-config'),
  staleTime: Number.POSITIVE_INFINITY,
} as const;

export function fetchSiteConfig() {
  return queryClient.fetchQuery(siteConfigQuery);
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
