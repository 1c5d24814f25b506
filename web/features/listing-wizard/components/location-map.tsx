import 'leaflet/dist/leaflet.css';
import { divIcon, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { Crosshair } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { m } from '#i18n/messages.js';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM } from '../../../../domain/schemas/places.ts';
import { Button } from '../../../components/ui/button.tsx';

export type LocationMapProps = {
  /** The chosen point; null before one is chosen (the pin then waits at the default city). */
  point: { latitude: number; longitude: number } | null;
  /** Changes when the point was set from outside the map (search, current location): the map follows. */
  recentreKey: number;
  tileUrl: string;
  attribution: string;
  /** The pin was dropped here: dragged, moved with the keyboard, the map clicked, or set to the centre. */
  onDrop: (latitude: number, longitude: number) => void;
};

// A pin drawn inline (no marker images to fetch), in the theme's green with a white ring.
const PIN = divIcon({
  className: 'location-pin',
  html:
    '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" style="display:block;filter:drop-shadow(0 2px 2px rgb(0 0 0 / .35))">' +
    '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#15803d" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The draggable pin; with keyboard focus the arrow keys move it (10 px, 50 px with Shift). */
function Pin({
  latitude,
  longitude,
  onDrop,
}: {
  latitude: number;
  longitude: number;
  onDrop: LocationMapProps['onDrop'];
}) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const dropped = useRef(onDrop);
  dropped.current = onDrop;

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', m.wizard_map_pin_label());
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = KEY_STEPS[event.key];
      if (!direction || !marker.current) return;
      // The map pans with the same keys: the pin has them while it has focus.
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? 50 : 10;
      const at = map
        .latLngToContainerPoint(marker.current.getLatLng())
        .add([direction[0] * step, direction[1] * step]);
      const next = map.containerPointToLatLng(at);
      marker.current.setLatLng(next);
      if (!map.getBounds().pad(-0.1).contains(next)) map.panTo(next);
      dropped.current(next.lat, next.lng);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map]);

  return (
    <Marker
      ref={marker}
      position={[latitude, longitude]}
      icon={PIN}
      draggable
      keyboard
      title={m.wizard_map_pin_title()}
      eventHandlers={{
        dragend: () => {
          const at = marker.current?.getLatLng();
          if (at) dropped.current(at.lat, at.lng);
        },
      }}
    />
  );
}

function ClickToDrop({ onDrop }: { onDrop: LocationMapProps['onDrop'] }) {
  useMapEvents({ click: (event) => onDrop(event.latlng.lat, event.latlng.lng) });
  return null;
}

function FollowPoint({ point, recentreKey }: Pick<LocationMapProps, 'point' | 'recentreKey'>) {
  const map = useMap();
  const latest = useRef(point);
  latest.current = point;
  useEffect(() => {
    if (recentreKey === 0 || !latest.current) return;
    map.setView(
      [latest.current.latitude, latest.current.longitude],
      Math.max(map.getZoom(), DEFAULT_MAP_ZOOM),
    );
  }, [map, recentreKey]);
  return null;
}

/**
 * The location step's map (its own chunk, loaded after the step): tiles from the site's config,
 * centred on the chosen point or the default city at zoom 14, with a pin to drag, click or move by
 * keyboard, and a button that puts the pin at the map's centre (after panning with the arrow keys).
 */
export default function LocationMap({ point, recentreKey, tileUrl, attribution, onDrop }: LocationMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const pin = point ?? DEFAULT_MAP_CENTRE;
  return (
    <div className="space-y-2">
      <div className="relative isolate z-0 h-72 overflow-hidden rounded-2xl border border-line bg-placeholder sm:h-96 [&_.leaflet-container]:bg-placeholder! [&_.location-pin]:rounded-full [&_.location-pin:focus-visible]:outline-3 [&_.location-pin:focus-visible]:outline-offset-2 [&_.location-pin:focus-visible]:outline-ring">
        <MapContainer
          ref={setMap}
          center={[pin.latitude, pin.longitude]}
          zoom={DEFAULT_MAP_ZOOM}
          scrollWheelZoom={false}
          className="size-full"
          aria-label={m.wizard_map_label()}
        >
          <TileLayer url={tileUrl} attribution={attribution} />
          <Pin latitude={pin.latitude} longitude={pin.longitude} onDrop={onDrop} />
          <ClickToDrop onDrop={onDrop} />
          <FollowPoint point={point} recentreKey={recentreKey} />
        </MapContainer>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={!map}
        onClick={() => {
          if (!map) return;
          const centre = map.getCenter();
          onDrop(centre.lat, centre.lng);
        }}
      >
        <Crosshair aria-hidden="true" className="size-4" />
        {m.wizard_map_pin_to_centre()}
      </Button>
    </div>
  );
}
