import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { formatStayRange } from '../../lib/calendar-dates.ts';
import { cn } from '../../lib/class-names.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { FiltersDialog } from './components/filters-dialog.tsx';
import { HostCommunityBlock, InteriorsPromotion } from './components/home-promotions.tsx';
import { PhoneSearchSummary } from './components/phone-search-summary.tsx';
import type { CardAction } from './components/property-grid.tsx';
import { ResultsHeadingText } from './components/results-heading.tsx';
import { defaultFilters, guestSummary, type SearchFilters } from './components/search-filters.ts';
import { loadSearchPanel, SearchPanel } from './components/search-panel-on-demand.ts';
import { SearchResults } from './components/search-results.tsx';
import { SortSelect } from './components/sort-select.tsx';
import {
  activeFilterCount,
  defaultSearch,
  type HomeSearch,
  homeSearchQuery,
  noFilters,
  panelOf,
  readHomeSearch,
  type SearchFiltersPart,
} from './search-query.ts';

// Fetched when needed, not with the first screen (issue 29 §1, decision 111): the compact bar shows
// only after scrolling on a wide screen.
const CompactSearchBar = lazy(() =>
  import('./components/compact-search-bar.tsx').then((module) => ({ default: module.CompactSearchBar })),
);

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

const COMPACT_MIN_WIDTH = '(min-width: 880px)';
const PHONE = '(max-width: 767px)';

// Wider screens show the panel at once: fetch it now, beside the first search, not after rendering
// (not on the server, which draws a phone's first screen: decision 135).
if (typeof window !== 'undefined' && !window.matchMedia(PHONE).matches) void loadSearchPanel();
const SCROLL_THRESHOLD = 200;

/** True once the page has scrolled past 200 px on a viewport 880 px or wider (checked with a 10 ms debounce). */
function useCompactSearch(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(COMPACT_MIN_WIDTH);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setCompact(media.matches && window.scrollY > SCROLL_THRESHOLD);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 10);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    media.addEventListener('change', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      media.removeEventListener('change', check);
    };
  }, []);
  return compact;
}

/**
 * The search in the address (decision 36): what the results show, and the panel's starting values.
 * `go` writes a new search as a history entry (`replace`: in place of the current one, as the map's
 * searches do, decision 106); the panel's own edits stay local until Search.
 */
function useHomeSearch() {
  const [pathname, navigate] = useLocation();
  const query = useSearch();
  const search = useMemo(() => readHomeSearch(query), [query]);
  const go = (next: HomeSearch, { replace = false } = {}) => {
    const nextQuery = homeSearchQuery(next);
    // Searching again for the same thing adds no history entry.
    navigate(nextQuery ? `${pathname}?${nextQuery}` : pathname, {
      replace: replace || nextQuery === query.replace(/^\?/, ''),
    });
  };
  return { search, go };
}

/** The home page; `cardAction` puts the wishlist heart on each card (the router supplies it). */
export function HomePage({ cardAction }: { cardAction?: CardAction }) {
  const { isLoading } = useCurrentUser();
  const { search, go } = useHomeSearch();
  const [filters, setFilters] = useState<SearchFilters>(() => panelOf(search));
  // The panel follows the address when it changes (back, forward, a link): its location, dates, guests.
  const panelQuery = homeSearchQuery({ ...defaultSearch, ...panelOf(search) });
  const [panelFor, setPanelFor] = useState(panelQuery);
  if (panelFor !== panelQuery) {
    setPanelFor(panelQuery);
    setFilters(panelOf(search));
  }
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const compact = useCompactSearch();
  const phone = useMediaQuery(PHONE);

  if (isLoading) return <PageSpinner text={m.search_loading()} />;

  const change = (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const toResults = ({ moveFocus = false } = {}) => {
    sectionRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    if (moveFocus) headingRef.current?.focus({ preventScroll: true });
  };
  // Search asks the server (issue 7): the address takes the panel's values, keeping filters and sort;
  // a typed place replaces the map's box (decision 106).
  const runSearch = ({ moveFocus = false } = {}) => {
    const location = filters.location.trim();
    go({ ...search, ...filters, location, ...(location ? { bbox: null, zoom: null } : {}) });
    toResults({ moveFocus });
  };
  // The whole list: no place, dates, guests, filters or sort (`/`). The button pressed goes with the
  // search, so focus moves to the heading of the list now shown.
  const showAll = () => {
    go(defaultSearch);
    setFilters(defaultFilters);
    toResults({ moveFocus: true });
  };
  const applyFilters = (part: SearchFiltersPart) => go({ ...search, ...part });
  const filterCount = activeFilterCount(search);
  const searching = homeSearchQuery({ ...search, sort: defaultSearch.sort }) !== '';
  // The map searched its box: the box replaces a typed place, kept in the address in place.
  const searchArea = ({ bbox, zoom }: { bbox: HomeSearch['bbox']; zoom: number }) =>
    go({ ...search, location: '', bbox, zoom }, { replace: true });
  const stayChosen = homeSearchQuery({ ...defaultSearch, ...panelOf(search) }) !== '';
  const stay = m.search_stay_summary({ dates: formatStayRange(search), guests: guestSummary(search) });

  return (
    <>
      {compact && (
        <Suspense fallback={null}>
          <CompactSearchBar filters={filters} onChange={change} onSearch={() => runSearch()} />
        </Suspense>
      )}
      <section className="relative bg-gradient-to-br from-[#0b3d20] via-[#14532d] to-[#1f6b3d] text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:22px_22px]"
        />
        <div className="relative mx-auto max-w-7xl px-4 pt-8 pb-8 text-center sm:px-6 md:pt-20 md:pb-24 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{m.search_hero_title()}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90 max-md:hidden">
            {m.search_hero_subtitle()}
          </p>
          {phone ? (
            <div className="mx-auto mt-5 max-w-lg">
              <PhoneSearchSummary filters={filters} onChange={change} onSearch={runSearch} />
            </div>
          ) : (
            // Past 200 px (880 px and wider) the compact bar replaces the panel: hidden, not removed,
            // so the page keeps its height and the scroll position does not jump.
            <div
              // The panel's height while its code arrives (two rows below 1024 px, one from there).
              className={cn(
                'mx-auto mt-10 min-h-[22.5rem] max-w-6xl transition-opacity lg:min-h-[7.25rem]',
                compact && 'invisible opacity-0',
              )}
              inert={compact}
              data-testid="hero-search"
            >
              <Suspense fallback={null}>
                <SearchPanel filters={filters} onChange={change} onSearch={() => runSearch()} />
              </Suspense>
            </div>
          )}
        </div>
      </section>

      <section
        ref={sectionRef}
        aria-labelledby="properties-title"
        className="mx-auto max-w-7xl scroll-mt-36 px-4 pt-8 pb-14 sm:px-6 md:pt-14 lg:px-8"
      >
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-4 md:mb-8">
          <div className="min-w-0">
            <h2
              id="properties-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-fg outline-none sm:text-3xl"
            >
              <ResultsHeadingText search={search} />
            </h2>
            <p className="mt-1 text-fg-muted">
              {stayChosen
                ? stay
                : search.bbox
                  ? m.search_results_subtitle_map()
                  : m.search_results_subtitle_featured()}
            </p>
          </div>
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <FiltersDialog value={search} onApply={applyFilters} />
            <SortSelect value={search.sort} onChange={(sort) => go({ ...search, sort })} />
          </div>
        </div>
        <SearchResults
          search={search}
          cardAction={cardAction}
          searching={searching}
          filtered={filterCount > 0}
          onClearFilters={() => applyFilters(noFilters)}
          onResetSearch={showAll}
          onSearchArea={searchArea}
        />
      </section>

      <div className="space-y-14">
        <InteriorsPromotion />
        <HostCommunityBlock />
      </div>
    </>
  );
}
