import { Navigation } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { directionsUrl } from '../../../components/listing/listing-labels.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Get Directions to a stay, in the maps service's own tab; nothing when the listing has no position. */
export function DirectionsLink({
  latitude,
  longitude,
}: {
  latitude: number | null;
  longitude: number | null;
}) {
  if (latitude === null || longitude === null) return null;
  return (
    <a
      href={directionsUrl(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', 'sm')}
    >
      <Navigation className="size-4" aria-hidden="true" />
      {m.trips_action_directions()}
      <span className="sr-only"> {m.trips_action_opens_new_tab()}</span>
    </a>
  );
}
