import { Building2, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { m } from '#i18n/messages.js';
import {
  CARD_PHOTO_SIZES,
  CARD_PHOTO_SIZES_BESIDE_MAP,
  PropertyCard,
} from '../../../components/listing/property-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DrawLater } from '../../../components/ui/draw-later.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { onFirstScreen } from '../../../lib/first-screen.ts';
import { type PropertyCardData, usePropertySearch } from '../api/properties.ts';
import { searchProblemOf } from '../search-problem.ts';

const gridClasses = {
  3: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3',
  // Beside the map (1024 px and wider): two columns.
  2: 'grid grid-cols-1 gap-6 md:grid-cols-2',
};

/** Drawn with the page: one row of three, more than a phone shows before scrolling. */
const FIRST_CARDS = 3;

/** The first row, then one card a task: a card's render stays under a long task on a slow phone. */
const drawingChunks = <T,>(items: T[]): T[][] => [
  items.slice(0, FIRST_CARDS),
  ...items.slice(FIRST_CARDS).map((item) => [item]),
];

function CardSkeleton() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-3">
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-3 h-4 w-2/3" />
      <div className="mt-5 flex justify-between">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}

/** What each card shows on its photo's corner (the wishlist heart), given by whoever composes the page. */
export type CardAction = (property: PropertyCardData) => ReactNode;

type Props = {
  /** GET /api/properties?… of the search (propertiesApiUrl). */
  url: string;
  /** Appended to each card's link: the searched stay (stayLinkQuery). */
  linkQuery: string;
  cardAction?: CardAction;
  /** Whether anything is searched or filtered (an empty answer is then "no match", not "no stays yet"). */
  searching: boolean;
  /** Whether filters are on: the empty state offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** Back to the featured list (`/`): the empty state's "Show all stays", and "View All Properties". */
  onResetSearch: () => void;
  /** Three columns at full width, two beside the map. */
  columns?: 2 | 3;
  /** A map search: the last results stay (dimmed) until the new box's arrive. */
  keepPrevious?: boolean;
  /** The card under the pointer or holding focus (null when it leaves), for the map to lift its pin. */
  onHighlight?: (id: string | null) => void;
};

/**
 * The search's results, page by page: skeletons while the first page loads, "Load more" for the
 * next page (hidden on the last), an empty state that clears the filters, and the server's reason
 * when it refuses a search (a shared link whose dates have passed) with a way back to all stays.
 */
export function PropertyGrid({
  url,
  linkQuery,
  cardAction,
  searching,
  filtered,
  onClearFilters,
  onResetSearch,
  columns = 3,
  keepPrevious = false,
  onHighlight,
}: Props) {
  const results = usePropertySearch(url, { keepPrevious });
  const gridClass = gridClasses[columns];
  const gridRef = useRef<HTMLDivElement>(null);
  const loadMorePressed = useRef<number | null>(null);
  const shown = results.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  // On the visit's first screen the first page of results is drawn a few cards a task (DrawLater);
  // later pages, and lists on any later screen, at once.
  const firstPageDrawn = useRef(!onFirstScreen());
  useEffect(() => {
    if (shown > 0) firstPageDrawn.current = true;
  }, [shown]);

  // After "Load more", a keyboard user carries on from the first new card (the button may be gone).
  useEffect(() => {
    const before = loadMorePressed.current;
    if (before === null || shown <= before) return;
    loadMorePressed.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[aria-busy]')) return;
    gridRef.current?.children[before]?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [shown]);

  if (results.isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          {m.search_loading_properties()}
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (results.isError) {
    if (statusOf(results.error) === 400) {
      return (
        <div className="rounded-2xl border border-line bg-surface p-10 text-center" role="alert">
          <SearchX className="mx-auto size-8 text-fg-muted" aria-hidden="true" />
          <p className="mt-3 font-semibold text-fg">{m.search_refused_title()}</p>
          <p className="mt-1 text-fg-muted">{searchProblemOf(results.error) ?? m.search_refused_text()}</p>
          <Button variant="outline" className="mt-5" onClick={onResetSearch}>
            {m.search_start_new_search()}
          </Button>
        </div>
      );
    }
    return (
      <LoadError
        message={m.search_load_error_properties()}
        retrying={results.isFetching}
        onRetry={() => results.refetch()}
      />
    );
  }

  const cards = results.data.pages.flatMap((page) => page.data);

  if (cards.length === 0) {
    if (!searching) {
      return <EmptyState icon={Building2} title={m.search_empty_title()} text={m.search_empty_text()} />;
    }
    return (
      <EmptyState
        icon={SearchX}
        title={m.search_no_match_title()}
        text={filtered ? m.search_no_match_filtered() : m.search_no_match_text()}
        action={
          <Button variant="outline" onClick={filtered ? onClearFilters : onResetSearch}>
            {filtered ? m.search_clear_filters() : m.search_show_all_stays()}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <div
        ref={gridRef}
        className={cn(gridClass, results.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={results.isPlaceholderData || undefined}
      >
        {drawingChunks(cards).map((chunk, chunkIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is its place in the list
          <DrawLater key={chunkIndex} now={chunkIndex === 0 || firstPageDrawn.current}>
            {chunk.map((property, index) => (
              // A grid of one: the card still fills its cell.
              // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only lift the map's pin
              <div
                key={property.id}
                className="grid"
                onMouseEnter={() => onHighlight?.(property.id)}
                onMouseLeave={() => onHighlight?.(null)}
                onFocus={() => onHighlight?.(property.id)}
                onBlur={() => onHighlight?.(null)}
              >
                <PropertyCard
                  property={property}
                  linkQuery={linkQuery}
                  action={cardAction?.(property)}
                  eager={chunkIndex === 0 && index === 0}
                  photoSizes={columns === 2 ? CARD_PHOTO_SIZES_BESIDE_MAP : CARD_PHOTO_SIZES}
                />
              </div>
            ))}
          </DrawLater>
        ))}
      </div>
      <p className="sr-only" role="status">
        {m.search_showing_stays({ count: cards.length })}
      </p>
      {results.isFetchNextPageError && (
        <p className="mt-8 text-center text-sm font-medium text-danger-text" role="alert">
          {m.search_load_more_error()}
        </p>
      )}
      {(results.hasNextPage || searching) && (
        // One row under the list (decision 114): "Load more" continues this list, "View All
        // Properties" leaves a narrowed search for the whole list (the featured list already is it).
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {results.hasNextPage && (
            // aria-disabled, not disabled, while loading: a disabled button would drop keyboard focus.
            <Button
              variant="soft"
              size="lg"
              aria-disabled={results.isFetchingNextPage || undefined}
              aria-busy={results.isFetchingNextPage || undefined}
              onClick={() => {
                if (results.isFetchingNextPage) return;
                loadMorePressed.current = cards.length;
                results.fetchNextPage();
              }}
            >
              {results.isFetchingNextPage && <Spinner className="size-4" label={null} />}
              {results.isFetchingNextPage ? m.search_loading_more() : m.search_load_more()}
            </Button>
          )}
          {searching && (
            <Button variant="outline" size="lg" onClick={onResetSearch}>
              {m.search_view_all_properties()}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
