import type { SiteConfig } from '../../../domain/schemas/site-config.ts';
import type { AppDeps } from '../../app-deps.ts';

/** The run-time settings the web app needs: map tiles (MAP_TILE_URL…), which checkout to load
 * and the periods pages quote. */
export function siteConfigOf({ config, payments }: Pick<AppDeps, 'config' | 'payments'>): SiteConfig {
  return {
    map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
    payment: { provider: payments.name, scriptUrl: payments.checkoutScriptUrl },
    periods: { requestExpiryHours: config.requestExpiryHours, reviewWindowDays: config.reviewWindowDays },
  };
}
