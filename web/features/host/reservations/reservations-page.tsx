import * as Tabs from '@radix-ui/react-tabs';
import { CalendarCheck, CalendarClock, History } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import type { ReservationTab } from '../../../../domain/schemas/host-operations.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useReservations } from '../api/reservations.ts';
import { ReservationCard } from './reservation-card.tsx';
import { emptyTabOf, tabOf, tabSearch } from './reservation-labels.ts';

const tabClass =
  'inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-1 text-sm font-semibold text-fg-muted hover:text-fg data-[state=active]:border-brand data-[state=active]:text-fg';

const emptyIcons = { upcoming: CalendarCheck, requests: CalendarClock, past: History } as const;

function ReservationSkeleton() {
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-surface p-4 sm:gap-5 sm:p-5">
      <Skeleton className="aspect-[4/3] w-[5.5rem] shrink-0 self-start rounded-xl sm:w-44" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** One tab's list: skeletons while it loads, the failure with Retry, its empty state, or the cards. */
function ReservationList({ tab }: { tab: ReservationTab }) {
  const list = useReservations(tab);
  const requestExpiryHours = useSiteConfig().data?.periods.requestExpiryHours;
  if (list.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          {m.host_reservations_loading()}
        </span>
        <ReservationSkeleton />
        <ReservationSkeleton />
      </div>
    );
  if (list.isError)
    return (
      <LoadError
        message={m.host_load_error_your_reservations()}
        retrying={list.isFetching}
        onRetry={() => list.refetch()}
      />
    );
  if (list.data.length === 0) {
    const empty = emptyTabOf(requestExpiryHours)[tab];
    return <EmptyState icon={emptyIcons[tab]} title={empty.title} text={empty.body} />;
  }
  return (
    <ul className="space-y-4">
      {list.data.map((reservation) => (
        <li key={reservation.id}>
          <ReservationCard reservation={reservation} tab={tab} />
        </li>
      ))}
    </ul>
  );
}

/** The count on the Requests tab (named in the tab's label, so the badge itself is hidden from readers). */
function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs leading-5 font-bold text-brand-fg"
    >
      {count}
    </span>
  );
}

/** /reservations: the host's bookings across their listings, by tab; the tab lives in the address. */
export function ReservationsPage() {
  const [pathname, navigate] = useLocation();
  const tab = tabOf(useSearch());
  // Asked on every tab: the Requests tab shows how many wait for an answer.
  const waiting = useReservations('requests').data?.length ?? 0;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.host_reservations_title()}</h1>
      <p className="mt-1 text-fg-muted">{m.host_reservations_intro()}</p>
      <Tabs.Root
        value={tab}
        // A tab change replaces the address: reload keeps the tab, Back leaves the page.
        onValueChange={(next) => navigate(`${pathname}${tabSearch(tabOf(`tab=${next}`))}`, { replace: true })}
        className="mt-6"
      >
        <Tabs.List aria-label={m.host_reservations_title()} className="mb-6 flex gap-6 border-b border-line">
          <Tabs.Trigger value="upcoming" className={tabClass}>
            {m.host_tab_upcoming()}
          </Tabs.Trigger>
          <Tabs.Trigger
            value="requests"
            className={tabClass}
            aria-label={waiting > 0 ? m.host_tab_requests_waiting({ count: waiting }) : undefined}
          >
            {m.host_tab_requests()}
            {/* The space keeps "Requests 2", as seen, inside the spoken "Requests (2 waiting)". */}
            {waiting > 0 && ' '}
            {waiting > 0 && <CountBadge count={waiting} />}
          </Tabs.Trigger>
          <Tabs.Trigger value="past" className={tabClass}>
            {m.host_tab_past()}
          </Tabs.Trigger>
        </Tabs.List>
        {(['upcoming', 'requests', 'past'] as const).map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ReservationList tab={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
