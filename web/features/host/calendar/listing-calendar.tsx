import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { m } from '#i18n/messages.js';
import { INDIA_TIME_ZONE } from '../../../../domain/rules/stay-clock.ts';
import { todayIn } from '../../../../domain/rules/stay-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { useCalendarMonth, usePrefetchMonths } from '../api/calendar.ts';
import { useCalendarImports } from '../api/calendar-imports.ts';
import { CalendarImports } from './calendar-imports.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { type MonthKey, monthOf, monthTitle, shiftMonth } from './calendar-month.ts';
import { CalendarSkeleton } from './calendar-skeleton.tsx';
import { CalendarSync } from './calendar-sync.tsx';
import { MonthGrid } from './month-grid.tsx';
import { type NightSelection, selectionText } from './night-selection.ts';
import { SelectionBar } from './selection-bar.tsx';
import { SelectionPanel } from './selection-panel.tsx';
import { useNightSelection } from './use-night-selection.ts';

/** What a screen reader hears as the selection changes (not during a drag). */
function announcement(selection: NightSelection): string {
  if (selection.anchor) return m.host_announce_first_night({ date: formatStayDate(selection.anchor) });
  return selection.range ? m.host_announce_selected({ nights: selectionText(selection.range) }) : '';
}

/**
 * One listing's month: the grid with its month switcher and legend, the selection's panel, the
 * calendar link, and the calendars imported from other sites.
 */
export function ListingCalendar({
  propertyId,
  month,
  onMonthChange,
}: {
  propertyId: string;
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const calendar = useCalendarMonth(propertyId, month);
  const feeds = useCalendarImports(propertyId);
  const prefetch = usePrefetchMonths();
  const today = calendar.data?.today ?? todayIn(INDIA_TIME_ZONE);
  const choose = useNightSelection(today);
  const loaded = calendar.data && !calendar.isPlaceholderData ? calendar.data : undefined;
  const nights = useMemo(
    () => loaded && new Map(loaded.nights.map((night) => [night.date, night])),
    [loaded],
  );

  useEffect(() => {
    if (loaded) prefetch(propertyId, [shiftMonth(month, -1), shiftMonth(month, 1)]);
  }, [loaded, prefetch, propertyId, month]);

  if (!calendar.data)
    return calendar.isError ? (
      <LoadError
        message={m.host_load_error_this_calendar()}
        retrying={calendar.isFetching}
        onRetry={() => calendar.refetch()}
      />
    ) : (
      <CalendarSkeleton />
    );

  const { basePrice, icsUrl } = calendar.data;
  const thisMonth = monthOf(today);
  return (
    <>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-xl font-semibold text-fg">
              {monthTitle(month)}
            </h2>
            <div className="flex items-center gap-1">
              {month !== thisMonth && (
                <Button variant="ghost" size="sm" onClick={() => onMonthChange(thisMonth)}>
                  {m.host_today()}
                </Button>
              )}
              <Button
                variant="outline"
                size="icon"
                aria-label={m.host_previous_month()}
                onClick={() => onMonthChange(shiftMonth(month, -1))}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={m.host_next_month()}
                onClick={() => onMonthChange(shiftMonth(month, 1))}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
            </div>
          </div>
          {calendar.isError && !calendar.isFetching && (
            <LoadError
              message={m.host_load_error_this_month()}
              retrying={calendar.isFetching}
              onRetry={() => calendar.refetch()}
            />
          )}
          <div className="-mx-2 sm:mx-0" aria-busy={!loaded || undefined}>
            <MonthGrid
              month={month}
              labelledBy={titleId}
              nights={nights}
              today={today}
              selection={choose.selection}
              choose={choose}
              onMonthChange={onMonthChange}
            />
          </div>
          <CalendarLegend
            feeds={feeds.data?.imports.filter((feed) => feed.importedNights > 0).map((feed) => feed.name)}
          />
          <p className="sr-only" aria-live="polite">
            {choose.dragging ? '' : announcement(choose.selection)}
          </p>
        </div>
        <aside ref={panel} aria-label={m.host_selected_nights()} className="mt-8 lg:sticky lg:top-24 lg:mt-0">
          <SelectionPanel
            propertyId={propertyId}
            selection={choose.selection}
            today={today}
            basePrice={basePrice}
            onClear={choose.clear}
          />
        </aside>
      </div>
      <CalendarSync propertyId={propertyId} icsUrl={icsUrl} />
      <CalendarImports propertyId={propertyId} />
      <SelectionBar range={choose.dragging ? null : choose.selection.range} panel={panel} />
    </>
  );
}
