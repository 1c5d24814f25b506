import { Navigation } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { directionsUrl } from '../../../components/listing/listing-labels.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

function addressLines(property: PropertyDetail): string[] {
  const place = [property.city, property.state].filter(Boolean).join(', ');
  if (!property.location.exact) return [place || property.country];
  return [
    property.addressLine1,
    property.addressLine2,
    property.landmark,
    [place, property.pincode].filter(Boolean).join(' '),
  ].filter((line): line is string => !!line);
}

/**
 * "Where you'll be": the map (when the listing has coordinates and the site names a tile server),
 * the address it may show, and Get Directions. The text stays useful when tiles cannot load.
 */
export function PropertyLocation({ property }: { property: PropertyDetail }) {
  const { latitude, longitude, exact } = property.location;
  const hasPoint = latitude !== null && longitude !== null;
  const siteConfig = useSiteConfig();

  return (
    <section aria-labelledby="location-heading" className="border-b border-line py-8">
      <h2 id="location-heading" className="text-xl font-semibold">
        {m.property_location_heading()}
      </h2>
      {hasPoint && siteConfig.isSuccess && (
        <div className="relative isolate z-0 mt-4 h-72 overflow-hidden rounded-2xl bg-placeholder sm:h-96 [&_.leaflet-container]:bg-placeholder!">
          {/* Until the visitor comes near, nothing is loading: the frame's plain colour, no pulse (an
              animation below the fold kept the page's renderer busy all the while, decision 146). */}
          <WhenNearViewport className="size-full" placeholder={null}>
            <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
              <LeafletMap
                latitude={latitude}
                longitude={longitude}
                exact={exact}
                tileUrl={siteConfig.data.map.tileUrl}
                attribution={siteConfig.data.map.attribution}
              />
            </Suspense>
          </WhenNearViewport>
        </div>
      )}
      {hasPoint && siteConfig.isPending && <Skeleton className="mt-4 h-72 rounded-2xl sm:h-96" />}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <address className="not-italic text-fg">
            {addressLines(property).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          {!exact && (
            <p className="mt-1 text-sm text-fg-muted">
              {hasPoint && siteConfig.isSuccess
                ? m.property_location_area_note()
                : m.property_location_address_note()}
            </p>
          )}
        </div>
        {hasPoint && (
          <a
            href={directionsUrl(latitude, longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'md', 'shrink-0 self-start')}
          >
            <Navigation className="size-4" aria-hidden="true" />
            {m.property_get_directions()}
            <span className="sr-only"> {m.property_opens_in_new_tab()}</span>
          </a>
        )}
      </div>
    </section>
  );
}
