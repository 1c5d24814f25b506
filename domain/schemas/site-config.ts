import { z } from 'zod';
import { checkoutSettings } from './bookings.ts';

/** GET /api/site-config: settings the web app reads at run time (map tiles, the checkout script, periods it quotes). */
export const siteConfig = z.object({
  map: z.object({
    /** A Leaflet tile URL template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
    tileUrl: z.string(),
    /** The tile provider's required credit, shown on the map. */
    attribution: z.string(),
  }),
  /** The card checkout: Razorpay's script, or the simulated gateway's own (decision 40). */
  payment: checkoutSettings,
  /** Operator settings that pages quote (REQUEST_EXPIRY_HOURS, REVIEW_WINDOW_DAYS). */
  periods: z.object({
    /** A contact request unanswered this many hours expires. */
    requestExpiryHours: z.number().int().positive(),
    /** A completed stay may be reviewed until this many days after check-out. */
    reviewWindowDays: z.number().int().positive(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfig>;
