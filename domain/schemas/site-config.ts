import { z } from 'zod';

/** GET /api/site-config: settings the web app reads at run time (where map tiles come from). */
export const siteConfig = z.object({
  map: z.object({
    /** A Leaflet tile URL template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
    tileUrl: z.string(),
    /** The tile provider's required credit, shown on the map. */
    attribution: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfig>;
