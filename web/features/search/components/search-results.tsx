import { List, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import type { MapView } from '../map/map-box.ts';
import { type HomeSearch, propertiesApiUrl, stayLinkQuery } from '../search-query.ts';
import { type CardAction, PropertyGrid } from './property-grid.tsx';

// Leaflet and the map's code load only when a map is shown: the home page's own script stays as it was.
const HomeMap = lazy(() => import('../map/home-map.tsx'));

/** The map sits beside the list from here up; below, a List/Map switch shows one at a time. */
const BESIDE = '(min-width: 1024px)';

const toggleClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors';

type Props = {
  search: HomeSearch;
  cardAction?: CardAction;
  searching: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  onResetSearch: () => void;
  onSearchArea: (view: MapView) => void;
};

/**
 * The results and their map (decision 106): the list first, the primary content in the same order
 * for everyone; the map after it in the page's order, beside it on wide screens (sticky while the
 * list scrolls), or instead of it on phones and tablets when Map is chosen.
 */
export function SearchResults({ search, onSearchArea, ...grid }: Props) {
  const beside = useMediaQuery(BESIDE);
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const mapOnly = !beside && shown === 'map';
  const linkQuery = stayLinkQuery(search);

  return (
    <>
      {!beside && (
        <fieldset className="mb-5 flex rounded-lg border border-line-strong bg-surface p-1">
          <legend className="sr-only">{m.search_show_results_as()}</legend>
          {(['list', 'map'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={shown === choice}
              onClick={() => setShown(choice)}
              className={cn(
                toggleClass,
                shown === choice ? 'bg-brand text-brand-fg' : 'text-fg hover:bg-muted',
              )}
            >
              {choice === 'list' ? (
                <List className="size-4" aria-hidden="true" />
              ) : (
                <MapIcon className="size-4" aria-hidden="true" />
              )}
              {choice === 'list' ? m.search_show_list() : m.search_show_map()}
            </button>
          ))}
        </fieldset>
      )}
      <div className={cn(beside && 'grid grid-cols-[minmax(0,7fr)_minmax(0,5fr)] items-start gap-6')}>
        <div className={cn(mapOnly && 'hidden')}>
          <PropertyGrid
            {...grid}
            url={propertiesApiUrl(search)}
            linkQuery={linkQuery}
            columns={beside ? 2 : 3}
            keepPrevious={search.bbox !== null}
            onHighlight={beside ? setHighlightedId : undefined}
          />
        </div>
        {(beside || mapOnly) && (
          <section
            aria-label={m.search_results_map_label()}
            className={cn(
              'relative isolate z-0 overflow-hidden rounded-2xl border border-line bg-placeholder',
              '[&_.leaflet-container]:bg-placeholder! [&_.leaflet-container]:font-sans',
              beside ? 'sticky top-36 h-[calc(100dvh-10rem)] min-h-96' : 'h-[70dvh] min-h-80',
            )}
          >
            <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
              <HomeMap
                search={search}
                linkQuery={linkQuery}
                highlightedId={beside ? highlightedId : null}
                onSearchArea={onSearchArea}
              />
            </Suspense>
          </section>
        )}
      </div>
    </>
  );
}
