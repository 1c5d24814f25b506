import type { Logger } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { createGazetteer } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

/** The geocoder at GEOCODER_URL with the gazetteer behind it; the gazetteer alone when none is set. */
export function createGeocoder(
  config: Pick<Config, 'geocoderUrl' | 'publicUrl'>,
  log?: Pick<Logger, 'warn'>,
): Geocoder {
  const gazetteer = createGazetteer();
  if (!config.geocoderUrl) return gazetteer;
  return createNominatimGeocoder({
    url: config.geocoderUrl,
    userAgent: `Basera/0.1 (short-stay rentals in India; address search for hosts; ${config.publicUrl})`,
    fallback: gazetteer,
    log,
  });
}
