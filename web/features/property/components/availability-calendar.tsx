import { useMemo, useState } from 'react';
import { m } from '#i18n/messages.js';
import { DateRangeCalendar } from '../../../components/ui/date-range-calendar.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import type { StayDates, StayField } from '../../../lib/calendar-dates.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAvailability } from '../api/availability.ts';
import { availabilityWindow, isStayDayDisabled, monthOf, pickStayDay, takenNightsOf } from '../stay-rules.ts';

type Props = {
  propertyId: string;
  dates: StayDates;
  /** The field a day press sets. */
  field: StayField;
  onPick: (dates: StayDates, next: StayField | null) => void;
  label: string;
  /** The listing's today (YYYY-MM-DD): days before it are disabled. */
  today: string;
  autoFocus?: boolean;
  /** The month shown first (default: the check-in's, else today's). */
  month?: string;
};

/**
 * The range calendar of the property page: the nights the availability API says are taken (for
 * the months shown) and past days are disabled; a check-out is allowed up to the first taken night.
 */
export function AvailabilityCalendar({
  propertyId,
  dates,
  field,
  onPick,
  label,
  today,
  autoFocus,
  month,
}: Props) {
  const monthsShown = useMediaQuery('(min-width: 768px)') ? 2 : 1;
  const [firstMonth, setFirstMonth] = useState(() => monthOf(month || dates.checkIn || today));
  const window = availabilityWindow(firstMonth, monthsShown, today, dates.checkIn);
  const availability = useAvailability(propertyId, window);
  const nights = availability.data?.nights;
  const taken = useMemo(() => takenNightsOf(nights ?? []), [nights]);

  return (
    <div>
      <DateRangeCalendar
        label={label}
        from={dates.checkIn}
        to={dates.checkOut}
        today={today}
        month={month || dates.checkIn || undefined}
        autoFocus={autoFocus}
        onMonthChange={setFirstMonth}
        isDisabled={(day) => isStayDayDisabled(day, field, dates, today, taken)}
        onPick={(day) => {
          const picked = pickStayDay(field, day, dates, today, taken);
          onPick(picked.dates, picked.next);
        }}
      />
      <p className="min-h-5 px-1 text-sm text-fg-muted" aria-live="polite">
        {availability.isFetching && !availability.isError ? m.property_checking_availability() : ''}
        {availability.isError && (
          <>
            {m.property_availability_error()}
            <RetryButton onRetry={() => availability.refetch()} />
          </>
        )}
      </p>
    </div>
  );
}
