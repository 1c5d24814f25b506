import 'leaflet/dist/leaflet.css';
import './map-pins.css';
import './results-map.css';
import L, { type LeafletKeyboardEvent } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { m } from '#i18n/messages.js';
import { boxOfBounds, centreOf, MAX_ZOOM, type MapView, MIN_ZOOM } from './map-box.ts';
import { clusterSize, clusterZoom, type MapPoint, pinLabel, pinSize, pointKey } from './map-pins.ts';
import { FIT, INDIA, type MapTarget } from './map-target.ts';
import type { View } from './web-mercator.ts';

/** A listing's pin shown only while its card is hovered (its own pin is inside a cluster). */
export type GhostPin = { lat: number; lng: number; pricePaise: number };

export type ResultsMapProps = {
  /** Where it opens (the view its first picture showed), else where the target puts it. */
  start?: View | null;
  tileUrl: string;
  attribution: string;
  target: MapTarget | null;
  points: MapPoint[];
  activeId: string | null;
  ghost: GhostPin | null;
  /** A move the user started: a pending search waits for it to end. */
  onMoveStart: () => void;
  /** Every stop of the map, with whether the user moved it (not the page). */
  onMoved: (view: MapView, byUser: boolean) => void;
  onSelect: (id: string | null, byKeyboard: boolean) => void;
  /** Its tiles in view have arrived (or failed): the picture laid over it can go. */
  onDrawn?: () => void;
  /** A cluster pressed on the map's picture before this map came: zoomed into once it is here. */
  heldCluster?: MapPoint | null;
};

const FIT_OPTIONS = {
  padding: [FIT.padding, FIT.padding] as [number, number],
  maxZoom: FIT.maxZoom,
  animate: false,
};

function pinIcon(point: MapPoint, active: boolean) {
  const label = pinLabel(point);
  const kind = point.count === 1 ? 'map-pin--price' : `map-pin--cluster map-pin--${clusterSize(point.count)}`;
  return L.divIcon({
    className: 'map-pin-anchor',
    iconSize: pinSize(point),
    html: `<span class="map-pin ${kind}${active ? ' is-active' : ''}"><span aria-hidden="true">${label.text}</span><span class="sr-only">${label.spoken}</span></span>`,
  });
}

function ghostIcon(label: string, size: [number, number]) {
  return L.divIcon({
    className: 'map-pin-anchor',
    iconSize: size,
    html: `<span class="map-pin map-pin--price is-active" aria-hidden="true">${label}</span>`,
  });
}

/**
 * A pressed cluster zooms to the box its listings lie in (the server's), so it splits; two levels
 * closer when they share one rounded position, where no zoom splits them and the list names them.
 */
function zoomInto(map: L.Map, point: MapPoint) {
  const box = point.bounds;
  if (box && (box.minLat !== box.maxLat || box.minLng !== box.maxLng))
    map.fitBounds(
      [
        [box.minLat, box.minLng],
        [box.maxLat, box.maxLng],
      ],
      { padding: [56, 56], maxZoom: map.getMaxZoom() },
    );
  else map.setView([point.lat, point.lng], clusterZoom(map.getZoom(), map.getMaxZoom()));
}

/** Follows the page's targets and reports each stop; the page's own moves are marked as such. */
function ViewKeeper({ start, target, heldCluster, onMoveStart, onMoved, onSelect }: ResultsMapProps) {
  const map = useMap();
  const pageMove = useRef(false);
  // Opened where the picture stood: the picture already showed this target, so it is not fitted again.
  const applied = useRef<string | null>(start ? (target?.key ?? null) : null);
  const byPage = (move: () => void) => {
    pageMove.current = true;
    try {
      move(); // not animated: its moveend fires before this returns
    } finally {
      pageMove.current = false;
    }
  };
  useMapEvents({
    movestart: () => {
      if (!pageMove.current) onMoveStart();
    },
    moveend: () => {
      const b = map.getBounds();
      const bbox = boxOfBounds({
        west: b.getWest(),
        south: b.getSouth(),
        east: b.getEast(),
        north: b.getNorth(),
      });
      if (bbox) onMoved({ bbox, zoom: map.getZoom() }, !pageMove.current);
    },
    click: () => onSelect(null, false),
  });

  useEffect(() => {
    if (!target || applied.current === target.key) return;
    applied.current = target.key;
    if (!target.follow) return;
    byPage(() => {
      if (target.kind === 'box') {
        const { lat, lng } = centreOf(target.bbox);
        if (target.zoom !== null) map.setView([lat, lng], target.zoom, { animate: false });
        else
          map.fitBounds(
            [
              [target.bbox.minLat, target.bbox.minLng],
              [target.bbox.maxLat, target.bbox.maxLng],
            ],
            { animate: false },
          );
      } else if (target.positions.length > 0) {
        map.fitBounds(L.latLngBounds(target.positions.map((p) => [p.lat, p.lng])), FIT_OPTIONS);
      } else {
        map.setView([INDIA.center.lat, INDIA.center.lng], INDIA.zoom, { animate: false });
      }
    });
  });

  // After the target: a press the picture held is the user's own move, as a press on the pin would be.
  const zoomedInto = useRef<MapPoint | null>(null);
  useEffect(() => {
    if (!heldCluster || zoomedInto.current === heldCluster) return;
    zoomedInto.current = heldCluster;
    zoomInto(map, heldCluster);
  });

  // A resized frame (the side column, a phone turning) is not a move of the user's.
  useEffect(() => {
    const observer = new ResizeObserver(() => byPage(() => map.invalidateSize({ pan: false })));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  });
  return null;
}

/** A listing's price pin or a cluster's circle: a button (Leaflet's keyboard option) that Enter presses. */
function PinMarker({
  point,
  active,
  onSelect,
}: {
  point: MapPoint;
  active: boolean;
} & Pick<ResultsMapProps, 'onSelect'>) {
  const map = useMap();
  const icon = useMemo(() => pinIcon(point, active), [point, active]);
  const press = (byKeyboard: boolean) => {
    if (point.count === 1 && point.propertyId) onSelect(point.propertyId, byKeyboard);
    else zoomInto(map, point);
  };
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={icon}
      zIndexOffset={active ? 1000 : point.count > 1 ? 500 : 0}
      bubblingMouseEvents={false}
      eventHandlers={{
        click: () => press(false),
        keypress: (event) => {
          const { originalEvent } = event as LeafletKeyboardEvent;
          if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
          originalEvent.preventDefault();
          press(true);
        },
      }}
    />
  );
}

/**
 * The results map (its own chunk with Leaflet, loaded once the person uses the page: decision 136): tiles from the site's config, a price pin
 * per listing and a counted circle per cluster (GET /api/properties/map). A pin shows its listing's
 * card; a cluster zooms to its listings, where it splits. Pins are buttons a keyboard reaches (Enter
 * presses them); the map itself pans with the arrow keys.
 */
export default function ResultsMap(props: ResultsMapProps) {
  const { tileUrl, attribution, target, points, activeId, ghost, onSelect, onDrawn } = props;
  const start =
    props.start ??
    (target?.kind === 'box' ? { center: centreOf(target.bbox), zoom: target.zoom ?? INDIA.zoom } : INDIA);

  return (
    <MapContainer
      center={[start.center.lat, start.center.lng]}
      zoom={start.zoom}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      scrollWheelZoom
      trackResize={false}
      worldCopyJump={false}
      maxBounds={[
        [-85, -180],
        [85, 180],
      ]}
      maxBoundsViscosity={1}
      zoomControl={false}
      className="size-full"
    >
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={{ load: () => onDrawn?.() }} />
      {/* Top right: the top left holds "Search as I move the map". */}
      <ZoomControl
        position="topright"
        zoomInTitle={m.search_map_zoom_in()}
        zoomOutTitle={m.search_map_zoom_out()}
      />
      <ViewKeeper {...props} />
      {points.map((point) => (
        <PinMarker
          key={pointKey(point)}
          point={point}
          active={point.propertyId !== undefined && point.propertyId === activeId}
          onSelect={onSelect}
        />
      ))}
      {ghost && (
        <Marker
          position={[ghost.lat, ghost.lng]}
          icon={ghostIcon(
            pinLabel({ ...ghost, count: 1, minPricePaise: ghost.pricePaise }).text,
            pinSize({ ...ghost, count: 1, minPricePaise: ghost.pricePaise }),
          )}
          interactive={false}
          keyboard={false}
          zIndexOffset={1000}
        />
      )}
    </MapContainer>
  );
}
