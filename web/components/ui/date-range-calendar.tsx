import { lazy, Suspense } from 'react';
import type { DateRangeCalendarProps } from './date-range-calendar-view.tsx';

// react-day-picker and its styles are fetched when a calendar first shows (a date field opened, the
// property page's calendar reached), not with the page (issue 29 §1, decision 111).
const View = lazy(() =>
  import('./date-range-calendar-view.tsx').then((module) => ({ default: module.DateRangeCalendar })),
);

/** A range calendar (see date-range-calendar-view.tsx); a month-sized space holds its place while it loads. */
export function DateRangeCalendar(props: DateRangeCalendarProps) {
  return (
    <Suspense fallback={<div className="min-h-[19rem] min-w-[17.5rem]" aria-busy="true" />}>
      <View {...props} />
    </Suspense>
  );
}
