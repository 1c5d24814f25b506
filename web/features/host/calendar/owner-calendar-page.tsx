import { CalendarDays, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { INDIA_TIME_ZONE } from '../../../../domain/rules/stay-clock.ts';
import { todayIn } from '../../../../domain/rules/stay-dates.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useOwnerProperties } from '../api/owner-properties.ts';
import { isMonthKey, type MonthKey, monthOf } from './calendar-month.ts';
import { CalendarSkeleton } from './calendar-skeleton.tsx';
import { ListingCalendar } from './listing-calendar.tsx';
import { chosenListing, ListingSwitcher } from './listing-switcher.tsx';

function Page({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.host_calendar_title()}</h1>
      <p className="mt-1 text-fg-muted">{m.host_calendar_intro()}</p>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

function NoListings() {
  return (
    <EmptyState
      icon={CalendarDays}
      title={m.host_calendar_no_listings()}
      text={m.host_calendar_no_listings_body()}
      link={{ href: paths.createProperty, label: m.host_list_your_property(), icon: Plus }}
    />
  );
}

/**
 * /owner/calendar (issue 12 §2, §3): a listing's month night by night (status and price), the nights
 * chosen to block or price, and the calendar link for other sites. The listing and the month are in
 * the address (?property=…&month=YYYY-MM), so a reload or a shared link shows the same month.
 */
export function OwnerCalendarPage() {
  const [pathname, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const properties = useOwnerProperties();
  const wantedMonth = query.get('month');
  const month: MonthKey = isMonthKey(wantedMonth) ? wantedMonth : monthOf(todayIn(INDIA_TIME_ZONE));

  if (properties.isPending)
    return (
      <Page>
        <Skeleton className="h-16 w-full max-w-md" />
        <CalendarSkeleton />
      </Page>
    );
  if (properties.isError)
    return (
      <Page>
        <LoadError
          message={m.host_load_error_your_listings()}
          retrying={properties.isFetching}
          onRetry={() => properties.refetch()}
        />
      </Page>
    );
  const propertyId = chosenListing(properties.data, query.get('property'));
  if (!propertyId)
    return (
      <Page>
        <NoListings />
      </Page>
    );

  const go = (next: { property?: string; month?: MonthKey }) =>
    navigate(`${pathname}?${new URLSearchParams({ property: propertyId, month, ...next })}`, {
      replace: true,
    });
  return (
    <Page>
      {properties.data.length > 1 && (
        <ListingSwitcher
          listings={properties.data}
          value={propertyId}
          onChange={(property) => go({ property })}
        />
      )}
      <ListingCalendar
        key={propertyId}
        propertyId={propertyId}
        month={month}
        onMonthChange={(next) => go({ month: next })}
      />
    </Page>
  );
}
