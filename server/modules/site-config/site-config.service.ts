import type { SiteConfig } from '../../../domain/schemas/site-config.ts';
import type { AppDeps } from '../../app-deps.ts';

/** The run-time settings the web app needs, from the server's config (MAP_TILE_URL, MAP_ATTRIBUTION). */
export function siteConfigOf({ config }: Pick<AppDeps, 'config'>): SiteConfig {
  return { map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution } };
}
