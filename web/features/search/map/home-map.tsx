import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFirstInteraction } from '../../../lib/first-interaction.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useMapListing, useMapPoints, useMapStayTotal } from '../api/map-points.ts';
import { type PropertyCardData, usePropertySearch } from '../api/properties.ts';
import { type HomeSearch, mapPointsApiUrl, propertiesApiUrl, stayQuoteApiUrl } from '../search-query.ts';
import { formatBbox, type MapView } from './map-box.ts';
import { fromCard, fromDetail, MapCard } from './map-card.tsx';
import { afterMapMove, SEARCH_DELAY_MS } from './map-move.ts';
import type { MapPoint } from './map-pins.ts';
import { MapPreview } from './map-preview.tsx';
import type { MapTarget } from './map-target.ts';
import { pinAt } from './picture-pins.ts';
import type { View } from './web-mercator.ts';

// Leaflet and its markers: loaded once the person uses the page (decision 136).
const ResultsMap = lazy(() => import('./results-map.tsx'));

export type HomeMapProps = {
  search: HomeSearch;
  /** Appended to the card's link: the searched stay. */
  linkQuery: string;
  /** The card the pointer or focus is on: its pin is lifted. */
  highlightedId: string | null;
  /** Search this box (the address takes it, replacing the entry). */
  onSearchArea: (view: MapView) => void;
};

const boxKey = (bbox: MapView['bbox'], zoom: number | null) => `box:${formatBbox(bbox)}:${zoom ?? ''}`;

const positionOf = (card: PropertyCardData) => card.position;

/**
 * The map beside the results (its own chunk, decision 106). It shows the search's listings as pins
 * and clusters for what it shows; after the user moves it, and 300 ms of stillness, it searches its
 * box when "Search as I move the map" is on (the list and the address follow), else it offers "Search
 * this area". A search without a box fits the map around its results. Until the person uses the page
 * it is a picture of itself (MapPreview); then Leaflet's map opens where the picture stood and takes
 * over once its tiles are in (decision 136); a press on the picture's pins is answered meanwhile
 * (decision 141).
 */
export default function HomeMap({ search, linkQuery, highlightedId, onSearchArea }: HomeMapProps) {
  const siteConfig = useSiteConfig();
  const results = usePropertySearch(propertiesApiUrl(search), { keepPrevious: search.bbox !== null });
  const cards = useMemo(() => results.data?.pages.flatMap((page) => page.data) ?? [], [results.data]);
  const [view, setView] = useState<MapView | null>(null);
  const points = useMapPoints(view ? mapPointsApiUrl(search, view) : null);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [offer, setOffer] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<{ id: string; byKeyboard: boolean } | null>(null);
  const live = useFirstInteraction();
  const [pictured, setPictured] = useState<View | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [heldCluster, setHeldCluster] = useState<MapPoint | null>(null);
  const written = useRef<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Read inside the delayed decision: the values when the map stops, not when it started.
  const latest = useRef({ searchAsMove, search });
  latest.current = { searchAsMove, search };

  const searchArea = (area: MapView) => {
    written.current = boxKey(area.bbox, area.zoom);
    setOffer(null);
    onSearchArea(area);
  };

  const fitKey = `fit:${propertiesApiUrl({ ...search, bbox: null, zoom: null, sort: 'recommended' })}`;
  const settled = results.isSuccess && !results.isPlaceholderData;
  const target = useMemo((): MapTarget | null => {
    if (search.bbox) {
      const key = boxKey(search.bbox, search.zoom);
      return { key, follow: key !== written.current, kind: 'box', bbox: search.bbox, zoom: search.zoom };
    }
    if (!settled) return null;
    const positions = cards.map(positionOf).filter((p) => p !== null);
    return { key: fitKey, follow: true, kind: 'fit', positions };
  }, [search.bbox, search.zoom, settled, cards, fitKey]);

  const onMoved = (next: MapView, byUser: boolean) => {
    clearTimeout(timer.current);
    if (!byUser) {
      setView(next);
      return;
    }
    timer.current = setTimeout(() => {
      setView(next);
      const { searchAsMove: searching, search: now } = latest.current;
      const searched = now.bbox ? { bbox: now.bbox, zoom: now.zoom ?? next.zoom } : null;
      const outcome = afterMapMove({ byUser, searchAsMove: searching, searched, view: next });
      if (outcome === 'search') searchArea(next);
      else if (outcome === 'offer') setOffer(next);
    }, SEARCH_DELAY_MS);
  };

  // A press on the picture's pins before Leaflet has come (decision 141): a price pin shows its card
  // at once, as Leaflet's would; a cluster is held for Leaflet to zoom into. A press that reaches
  // Leaflet's map or a control has a target inside the frame, not the frame itself.
  const pointsShown = points.data;
  const activeId = highlightedId ?? selected?.id ?? null;
  useEffect(() => {
    const element = frame.current;
    if (!element || drawn || !pictured || !pointsShown) return;
    const onPress = (event: MouseEvent) => {
      if (event.target !== element) return;
      const box = element.getBoundingClientRect();
      const size = { width: element.clientWidth, height: element.clientHeight };
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      const point = pinAt(pointsShown, pictured, size, at, activeId);
      if (point?.count === 1 && point.propertyId) setSelected({ id: point.propertyId, byKeyboard: false });
      else if (point) setHeldCluster(point);
    };
    element.addEventListener('click', onPress);
    return () => element.removeEventListener('click', onPress);
  }, [drawn, pictured, pointsShown, activeId]);

  const selectedCard = cards.find((card) => card.id === selected?.id);
  const unlisted = selected && !selectedCard ? selected.id : null;
  const detail = useMapListing(unlisted);
  const stayTotal = useMapStayTotal(unlisted ? stayQuoteApiUrl(unlisted, search) : null);
  const listing = selectedCard
    ? fromCard(selectedCard)
    : detail.data
      ? fromDetail(detail.data, stayTotal.data ?? null)
      : null;
  const shownAlone = points.data?.some((point) => point.propertyId === activeId) ?? false;
  const hovered = highlightedId && !shownAlone ? cards.find((card) => card.id === highlightedId) : undefined;
  const hoveredAt = hovered ? positionOf(hovered) : null;

  if (!siteConfig.isSuccess) return <div className="size-full bg-placeholder" />;
  return (
    <div ref={frame} className="relative size-full">
      {live && (
        <Suspense fallback={null}>
          <ResultsMap
            start={pictured}
            tileUrl={siteConfig.data.map.tileUrl}
            attribution={siteConfig.data.map.attribution}
            target={target}
            points={points.data ?? []}
            activeId={activeId}
            ghost={
              hovered && hoveredAt ? { ...hoveredAt, pricePaise: rupeesToPaise(hovered.basePrice) } : null
            }
            onMoveStart={() => {
              setDrawn(true);
              setHeldCluster(null); // zoomed into (or a move of the user's own came first)
              clearTimeout(timer.current);
            }}
            onMoved={onMoved}
            onSelect={(id, byKeyboard) => setSelected(id ? { id, byKeyboard } : null)}
            onDrawn={() => setDrawn(true)}
            heldCluster={heldCluster}
          />
        </Suspense>
      )}
      {!drawn && (
        // Over the tiles and pins while Leaflet draws the same view beneath it (under its zoom buttons, at
        // 800); it lets the pointer through.
        <MapPreview
          className="pointer-events-none absolute inset-0 z-[650]"
          tileUrl={siteConfig.data.map.tileUrl}
          attribution={siteConfig.data.map.attribution}
          target={target}
          points={points.data ?? []}
          activeId={activeId}
          onView={(view, shown) => {
            setPictured(view);
            onMoved(shown, false);
          }}
        />
      )}
      <div className="pointer-events-none absolute inset-x-3 top-3 z-[1000] flex flex-wrap items-start gap-2">
        <label className="pointer-events-auto inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-fg shadow-md">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={searchAsMove}
            onChange={(event) => {
              setSearchAsMove(event.target.checked);
              if (event.target.checked && offer) searchArea(offer);
            }}
          />
          {m.search_map_search_as_move()}
        </label>
        {offer && (
          <Button size="md" className="pointer-events-auto shadow-md" onClick={() => searchArea(offer)}>
            {m.search_map_search_area()}
          </Button>
        )}
      </div>
      {selected && (
        <MapCard
          listing={listing}
          linkQuery={linkQuery}
          focus={selected.byKeyboard}
          onClose={() => {
            // Focus would fall to the page's top with the card: it goes back to the map.
            if (frame.current?.querySelector('[data-testid="map-card"]')?.contains(document.activeElement))
              frame.current.querySelector<HTMLElement>('.leaflet-container')?.focus({ preventScroll: true });
            setSelected(null);
          }}
        />
      )}
    </div>
  );
}
