import { m } from '#i18n/messages.js';
import { StayDatesPopover, stayFieldNames } from '../../../components/ui/stay-dates-popover.tsx';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { cn } from '../../../lib/class-names.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

/** Each field's calendar, named for a screen reader ("Check-in calendar"). */
const calendarLabels = { checkIn: m.property_calendar_check_in(), checkOut: m.property_calendar_check_out() };

/**
 * The booking card's check-in and check-out: each opens the availability calendar for its field,
 * floating, or `inline` under the fields (the phone's booking sheet).
 */
export function BookingDatesPicker({
  propertyId,
  choice,
  inline = false,
}: {
  propertyId: string;
  choice: StayChoiceState;
  inline?: boolean;
}) {
  const { stay } = choice;
  return (
    <StayDatesPopover
      inline={inline}
      // Inline, the calendar sits between the dates and the guests, inside their one frame.
      inlineClassName="border-x border-b border-line-strong p-3"
      anchorClassName="grid grid-cols-2 rounded-t-xl border border-line-strong"
      align="end"
      hasDates={Boolean(stay.checkIn || stay.checkOut)}
      onClear={() => choice.setDates({ checkIn: '', checkOut: '' })}
      trigger={(which, { button, labelId, valueId, active }) => (
        <button
          {...button}
          className={cn(
            'flex min-h-14 flex-col items-start justify-center px-3 py-2 text-left hover:bg-muted',
            which === 'checkOut' && 'border-l border-line-strong',
            active && 'rounded-lg ring-2 ring-ring',
          )}
        >
          <span id={labelId} className="text-xs font-bold tracking-wide text-fg uppercase">
            {stayFieldNames[which]}
          </span>{' '}
          <span id={valueId} className={cn('text-sm', stay[which] ? 'text-fg' : 'text-fg-muted')}>
            {stay[which] ? formatStayDate(stay[which]) : m.property_add_date()}
          </span>
        </button>
      )}
      calendar={(field, done) => (
        <AvailabilityCalendar
          key={field}
          propertyId={propertyId}
          label={calendarLabels[field]}
          dates={stay}
          today={choice.today}
          field={field}
          month={field === 'checkOut' ? stay.checkIn : undefined}
          onPick={(dates, next) => {
            choice.setDates(dates);
            done(next);
          }}
        />
      )}
    />
  );
}
