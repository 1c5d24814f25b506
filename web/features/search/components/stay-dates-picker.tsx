import { CalendarDays } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { DateRangeCalendar } from '../../../components/ui/date-range-calendar.tsx';
import { StayDatesPopover, stayFieldNames } from '../../../components/ui/stay-dates-popover.tsx';
import { formatStayDate, isDayDisabled, pickStayDay, type StayDates } from '../../../lib/calendar-dates.ts';
import { cn } from '../../../lib/class-names.ts';
import { todayIso } from '../../../lib/formatters.ts';

/** Each field's calendar, named for a screen reader ("Check-in calendar"). */
const calendarLabels = { checkIn: m.search_calendar_check_in(), checkOut: m.search_calendar_check_out() };

type Props = {
  value: StayDates;
  onChange: (dates: StayDates) => void;
  fieldLabelClass: string;
};

/**
 * Check-in and check-out of the full search panel: each opens one range calendar (two months,
 * one on phones). Check-in disables days before today; check-out disables days on or before
 * check-in (traveller §5, decision 23). Chosen dates read "12 Mar 2027".
 */
export function StayDatesPicker({ value, onChange, fieldLabelClass }: Props) {
  const today = todayIso();
  return (
    <StayDatesPopover
      anchorClassName="col-span-2 grid grid-cols-2 gap-3 sm:gap-4"
      align="center"
      hasDates={Boolean(value.checkIn || value.checkOut)}
      onClear={() => onChange({ checkIn: '', checkOut: '' })}
      trigger={(which, { button, labelId, valueId, active }) => (
        <div>
          <span id={labelId} className={fieldLabelClass}>
            {stayFieldNames[which]}
          </span>
          <button
            {...button}
            className={cn(
              'flex min-h-12 w-full items-center gap-2 rounded-lg border bg-surface px-3 text-left text-base hover:border-fg',
              active ? 'border-brand ring-2 ring-ring' : 'border-line-strong',
            )}
          >
            <CalendarDays className="size-4 shrink-0 text-fg-muted max-[400px]:hidden" aria-hidden="true" />
            <span id={valueId} className={cn('truncate', value[which] ? 'text-fg' : 'text-fg-muted')}>
              {value[which] ? formatStayDate(value[which]) : m.search_add_date()}
            </span>
          </button>
        </div>
      )}
      calendar={(field, done) => (
        <DateRangeCalendar
          key={field}
          label={calendarLabels[field]}
          from={value.checkIn}
          to={value.checkOut}
          today={today}
          month={field === 'checkOut' ? value.checkIn : undefined}
          isDisabled={(day) => isDayDisabled(day, field, value, today)}
          onPick={(day) => {
            const { dates, next } = pickStayDay(field, day, value);
            onChange(dates);
            done(next);
          }}
        />
      )}
    />
  );
}
