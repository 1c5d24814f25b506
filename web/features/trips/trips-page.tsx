import * as Tabs from '@radix-ui/react-tabs';
import { CalendarX, History, type LucideIcon, Luggage, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import type { TripListItem } from '../../../domain/schemas/bookings.ts';
import { useTrips } from '../../api/trips.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { TripCard } from './components/trip-card.tsx';
import { tripTabs } from './trip-labels.ts';
import { useClock } from './use-clock.ts';

const tabClass =
  'min-h-11 border-b-2 border-transparent px-1 text-sm font-semibold text-fg-muted hover:text-fg data-[state=active]:border-brand data-[state=active]:text-fg';

function TripSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface sm:flex">
      <Skeleton className="aspect-[3/2] w-full rounded-none sm:aspect-auto sm:h-52 sm:w-64" />
      <div className="flex-1 space-y-3 p-5">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-3/4" />
      </div>
    </div>
  );
}

function TripList({ trips, empty }: { trips: TripListItem[]; empty: ReactNode }) {
  // Every 15 s: a held booking's minutes left stay right, and Complete payment goes once the hold ends.
  const now = useClock(15_000);
  if (trips.length === 0) return empty;
  return (
    <ul className="space-y-4">
      {trips.map((trip) => (
        <li key={trip.booking.id}>
          <TripCard trip={trip} now={now} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The tabs in order: which of tripTabs' lists each shows, its label (with the count), and its empty
 * state (Upcoming's offers a search).
 */
const tabs: {
  value: keyof ReturnType<typeof tripTabs>;
  label: (inputs: { count: number }) => string;
  icon: LucideIcon;
  emptyTitle: () => string;
  emptyText: () => string;
  emptySearch?: () => string;
}[] = [
  {
    value: 'upcoming',
    label: m.trips_tab_upcoming,
    icon: Luggage,
    emptyTitle: m.trips_empty_upcoming_title,
    emptyText: m.trips_empty_upcoming_text,
    emptySearch: m.trips_empty_upcoming_search,
  },
  {
    value: 'past',
    label: m.trips_tab_past,
    icon: History,
    emptyTitle: m.trips_empty_past_title,
    emptyText: m.trips_empty_past_text,
  },
  {
    value: 'cancelled',
    label: m.trips_tab_cancelled,
    icon: CalendarX,
    emptyTitle: m.trips_empty_cancelled_title,
    emptyText: m.trips_empty_cancelled_text,
  },
];

/**
 * /trips (traveller §2): upcoming and past stays, split by the server's `upcoming` (never this
 * browser's clock), and a Cancelled tab for stays that never went ahead (issue 29).
 */
export function TripsPage() {
  const trips = useTrips();
  // On failure both lists are empty (traveller §7), with a way to load them again.
  const lists = tripTabs(trips.data ?? []);

  const body = (list: TripListItem[], empty: ReactNode) => {
    if (trips.isPending)
      return (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only" role="status">
            {m.trips_page_loading()}
          </span>
          <TripSkeleton />
          <TripSkeleton />
        </div>
      );
    if (trips.isError)
      return (
        <LoadError
          message={m.trips_load_error_your_trips()}
          retrying={trips.isFetching}
          onRetry={() => trips.refetch()}
        />
      );
    return <TripList trips={list} empty={empty} />;
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.trips_page_heading()}</h1>
      <Tabs.Root defaultValue="upcoming" className="mt-6">
        <Tabs.List aria-label={m.trips_tabs_label()} className="mb-6 flex gap-6 border-b border-line">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
              {tab.label({ count: lists[tab.value].length })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
            {body(
              lists[tab.value],
              <EmptyState
                icon={tab.icon}
                title={tab.emptyTitle()}
                text={tab.emptyText()}
                link={tab.emptySearch && { href: paths.home, label: tab.emptySearch(), icon: Search }}
              />,
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
