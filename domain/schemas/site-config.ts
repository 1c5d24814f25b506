import { z } from 'zod';
import { checkoutSettings } from './bookings.ts';

/** GET /api/site-config: settings the web app reads at run time (map tiles, the checkout script). */
export const siteConfig = z.object({
  map: z.object({
    /** A Leaflet tile URL template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
    tileUrl: z.string(),
    /** The tile provider's required credit, shown on the map. */
    attribution: z.string(),
  }),
  /** The card checkout: Razorpay's script, or the simulated gateway's own (decision 40). */
  payment: checkoutSettings,
});
export type SiteConfig = z.infer<typeof siteConfig>;
