import { LocateFixed, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import type { Place } from '../../../../domain/schemas/places.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { fetchPlaceAt } from '../api/places.ts';
import { addressFillFrom, coordinateText, pointOf } from '../components/location-fill.ts';
import { LocationSearch } from '../components/location-search.tsx';

const LocationMap = lazy(() => import('../components/location-map.tsx'));

/** A dropped pin waits this long for the next move before its address is looked up. */
const REVERSE_AFTER_MS = 400;

/**
 * Step 2: where the place is. An address search, "Use my current location" and a map whose pin can
 * be dragged, clicked into place or moved by keyboard; each sets latitude and longitude (text, six
 * decimals) and fills address line 1, city, state and pincode when known and still empty. Failures
 * of geolocation and geocoding are ignored silently (§8).
 */
export function LocationStep() {
  const { control, getValues, setValue } = useFormContext<ListingForm>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = pointOf(latitude ?? '', longitude ?? '');
  const siteConfig = useSiteConfig();
  const [recentreKey, setRecentreKey] = useState(0);
  const [locating, setLocating] = useState(false);
  const lookup = useRef({ latest: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(lookup.current.timer);
    };
  }, []);

  const fillAddress = (place: Pick<Place, 'addressLine1' | 'city' | 'state' | 'pincode'>) => {
    const fill = addressFillFrom(place, getValues());
    for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      setValue(field, value, { shouldDirty: true });
    }
  };

  const setPoint = (lat: number, lon: number) => {
    setValue('latitude', coordinateText(lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', coordinateText(lon), { shouldDirty: true, shouldValidate: true });
  };

  /** A newer choice makes any address lookup still on its way stale. */
  const cancelLookup = () => {
    clearTimeout(lookup.current.timer);
    return ++lookup.current.latest;
  };

  const drop = (lat: number, lon: number) => {
    setPoint(lat, lon);
    const ticket = cancelLookup();
    lookup.current.timer = setTimeout(() => {
      fetchPlaceAt(lat, lon)
        .then((found) => {
          if (mounted.current && ticket === lookup.current.latest) fillAddress(found.place);
        })
        .catch(() => {});
    }, REVERSE_AFTER_MS);
  };

  const choose = (place: Place) => {
    cancelLookup();
    setPoint(Number(place.latitude), Number(place.longitude));
    fillAddress(place);
    setRecentreKey((key) => key + 1);
  };

  const useCurrentLocation = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setLocating(false);
        drop(position.coords.latitude, position.coords.longitude);
        setRecentreKey((key) => key + 1);
      },
      () => {
        if (mounted.current) setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <LocationSearch onChoose={choose} />
        </div>
        <Button variant="outline" pending={locating} onClick={useCurrentLocation} className="shrink-0">
          {!locating && <LocateFixed aria-hidden="true" className="size-4" />}
          {m.wizard_location_use_current()}
        </Button>
      </div>

      {siteConfig.isSuccess ? (
        <Suspense fallback={<Skeleton className="h-72 rounded-2xl sm:h-96" />}>
          <LocationMap
            point={point}
            recentreKey={recentreKey}
            tileUrl={siteConfig.data.map.tileUrl}
            attribution={siteConfig.data.map.attribution}
            onDrop={drop}
          />
        </Suspense>
      ) : siteConfig.isPending ? (
        <Skeleton className="h-72 rounded-2xl sm:h-96" />
      ) : (
        <p className="rounded-2xl border border-line bg-muted p-6 text-sm text-fg-muted">
          {m.wizard_location_map_error()}
        </p>
      )}

      <div className="space-y-1 text-sm">
        <p aria-live="polite" className="font-medium text-fg">
          {point
            ? m.wizard_location_pin_at({
                latitude: coordinateText(point.latitude),
                longitude: coordinateText(point.longitude),
              })
            : m.wizard_location_none()}
        </p>
        <p className="text-fg-muted">{m.wizard_location_help()}</p>
      </div>

      <p className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4 text-sm text-fg">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-text" />
        <span>{m.wizard_location_privacy()}</span>
      </p>
    </div>
  );
}
