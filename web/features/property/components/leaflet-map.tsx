import 'leaflet/dist/leaflet.css';
import { Circle, CircleMarker, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { m } from '#i18n/messages.js';

export type LeafletMapProps = {
  latitude: number;
  longitude: number;
  /** False: the point is rounded to about 1 km, so the map shows an area, not a pin. */
  exact: boolean;
  tileUrl: string;
  attribution: string;
};

const AREA_RADIUS_METRES = 1000;
const shape = { color: '#15803d', weight: 2, fillColor: '#22c55e', fillOpacity: 0.2 };

/**
 * The map (its own chunk, loaded after the page): tiles from the site's config; an approximate
 * location is a ~1 km circle, an exact one a circle marker (no default marker images to fetch).
 */
export default function LeafletMap({ latitude, longitude, exact, tileUrl, attribution }: LeafletMapProps) {
  const center: [number, number] = [latitude, longitude];
  return (
    <MapContainer
      center={center}
      zoom={exact ? 15 : 14}
      scrollWheelZoom={false}
      zoomControl={false}
      className="size-full"
      // The map is a picture of the area for keyboard users too; its controls stay reachable.
      aria-label={exact ? m.property_map_exact_label() : m.property_map_area_label()}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl zoomInTitle={m.property_map_zoom_in()} zoomOutTitle={m.property_map_zoom_out()} />
      {exact ? (
        <CircleMarker center={center} radius={10} pathOptions={{ ...shape, fillOpacity: 0.8 }} />
      ) : (
        <Circle center={center} radius={AREA_RADIUS_METRES} pathOptions={shape} />
      )}
    </MapContainer>
  );
}
