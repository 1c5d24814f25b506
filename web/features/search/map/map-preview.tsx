import './map-pins.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../../lib/class-names.ts';
import type { MapView } from './map-box.ts';
import { clusterSize, type MapPoint, pinLabel, pointKey } from './map-pins.ts';
import { type MapTarget, viewOfTarget } from './map-target.ts';
import { pinBox, pinLayer } from './picture-pins.ts';
import { boxOfView, type Size, TILE, tilesOf, type View } from './web-mercator.ts';

export type MapPreviewProps = {
  tileUrl: string;
  attribution: string;
  target: MapTarget | null;
  points: MapPoint[];
  /** The listing whose pin is lifted, as Leaflet's map lifts it: its card is open or hovered. */
  activeId: string | null;
  /** The view it draws, once its frame has a size: where the map will open, and its pins' box. */
  onView: (view: View, shown: MapView) => void;
  className?: string;
};

/**
 * The results map as a picture, drawn before Leaflet has loaded (decision 136): the same tiles at the
 * same pixels and the same pins as the map that takes over, so the first screen shows the map without
 * Leaflet's code. The page loads Leaflet as soon as the person uses the page; a press on a pin
 * before it has come is answered by the page (HomeMap, decision 141).
 */
export function MapPreview({
  tileUrl,
  attribution,
  target,
  points,
  activeId,
  onView,
  className,
}: MapPreviewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const view = useMemo(
    () => (target && size && size.width > 0 && size.height > 0 ? viewOfTarget(target, size) : null),
    [target, size],
  );
  // A tile the tile server did not give is left out, as Leaflet leaves it out: a browser draws a
  // broken image's icon otherwise (a closed network, or a server that refuses us).
  const [missingTiles, setMissingTiles] = useState<ReadonlySet<string>>(() => new Set());
  const reported = useRef(onView);
  reported.current = onView;
  useEffect(() => {
    if (!view || !size) return;
    const bbox = boxOfView(view, size);
    if (bbox) reported.current(view, { bbox, zoom: view.zoom });
  }, [view, size]);

  return (
    <div ref={frame} className={cn('overflow-hidden bg-placeholder', className)}>
      {view && size && (
        <>
          {tilesOf(view, size, tileUrl).map((tile) => (
            <img
              key={tile.key}
              src={tile.url}
              alt=""
              width={TILE}
              height={TILE}
              draggable={false}
              onError={() => setMissingTiles((missing) => new Set(missing).add(tile.url))}
              className={cn('absolute max-w-none select-none', missingTiles.has(tile.url) && 'invisible')}
              style={{ left: tile.left, top: tile.top }}
            />
          ))}
          {points.map((point) => {
            const box = pinBox(point, view, size);
            const active = point.propertyId !== undefined && point.propertyId === activeId;
            const kind =
              point.count === 1 ? 'map-pin--price' : `map-pin--cluster map-pin--${clusterSize(point.count)}`;
            return (
              <span
                key={pointKey(point)}
                aria-hidden="true"
                className="absolute"
                style={{ ...box, zIndex: pinLayer(point, activeId) }}
              >
                <span className={cn('map-pin', kind, active && 'is-active')}>{pinLabel(point).text}</span>
              </span>
            );
          })}
        </>
      )}
      <div
        className="absolute right-0 bottom-0 z-10 bg-surface/90 px-[5px] text-xs leading-normal text-fg [&_a]:text-brand-text [&_a]:underline"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's configured attribution (HTML with its links), inserted as Leaflet's own control inserts it
        dangerouslySetInnerHTML={{ __html: attribution }}
      />
    </div>
  );
}
