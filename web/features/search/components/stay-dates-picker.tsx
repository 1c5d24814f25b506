import { CalendarDays } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { INDIA_TIME_ZONE } from '../../../../domain/rules/stay-clock.ts';
import { todayIn } from '../../../../domain/rules/stay-dates.ts';
import { DateRangeCalendar } from '../../../components/ui/date-range-calendar.tsx';
import {
  StayDatesPopover,
  type StayTrigger,
  stayFieldNames,
} from '../../../components/ui/stay-dates-popover.tsx';
import {
  formatStayDate,
  isDayDisabled,
  pickStayDay,
  type StayDates,
  type StayField,
} from '../../../lib/calendar-dates.ts';
import { cn } from '../../../lib/class-names.ts';

/** Each field's calendar, named for a screen reader ("Check-in calendar"). */
const calendarLabels = { checkIn: m.search_calendar_check_in(), checkOut: m.search_calendar_check_out() };

type Props = {
  value: StayDates;
  onChange: (dates: StayDates) => void;
} & (
  | { compact?: false; fieldLabelClass: string }
  /** The compact bar's two cells: each button shows its field's name over the date. */
  | { compact: true; fieldLabelClass?: never }
);

/** A field's chosen date as people read it ("12 Mar 2027"), or "Add date". */
function DateText({ id, iso }: { id: string; iso: string }) {
  return (
    <span id={id} className={cn('truncate', iso ? 'text-fg' : 'text-fg-muted')}>
      {iso ? formatStayDate(iso) : m.search_add_date()}
    </span>
  );
}

/** The full panel's field: a label above a bordered button holding the date. */
function PanelField({ which, trigger, iso, labelClass }: FieldProps & { labelClass: string }) {
  const { button, labelId, valueId, active } = trigger;
  return (
    <div>
      <span id={labelId} className={labelClass}>
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
        <DateText id={valueId} iso={iso} />
      </button>
    </div>
  );
}

/**
 * The compact bar's field: one button showing "Check-in" over "12 Mar 2027", so its name (the two,
 * through aria-labelledby) is exactly its visible words.
 */
function CompactField({ which, trigger, iso }: FieldProps) {
  const { button, labelId, valueId, active } = trigger;
  return (
    <button
      {...button}
      className={cn(
        'flex min-h-11 w-full min-w-0 flex-col justify-center rounded-lg px-3 text-left text-sm leading-tight hover:bg-muted',
        active && 'bg-muted ring-2 ring-ring',
      )}
    >
      <span id={labelId} className="text-xs font-semibold text-fg">
        {stayFieldNames[which]}
      </span>{' '}
      <DateText id={valueId} iso={iso} />
    </button>
  );
}

type FieldProps = { which: StayField; trigger: StayTrigger; iso: string };

/**
 * Check-in and check-out of the full search panel and of the compact bar: each opens one range
 * calendar (two months, one on phones). Check-in disables days before today; check-out disables days
 * on or before check-in (traveller §5, decisions 23 and 121). Chosen dates read "12 Mar 2027".
 */
export function StayDatesPicker({ value, onChange, compact, fieldLabelClass }: Props) {
  const today = todayIn(INDIA_TIME_ZONE);
  return (
    <StayDatesPopover
      anchorClassName={
        compact ? 'flex flex-[2] divide-x divide-line' : 'col-span-2 grid grid-cols-2 gap-3 sm:gap-4'
      }
      align="center"
      hasDates={Boolean(value.checkIn || value.checkOut)}
      onClear={() => onChange({ checkIn: '', checkOut: '' })}
      trigger={(which, trigger) =>
        compact ? (
          <div className="min-w-0 flex-1">
            <CompactField which={which} trigger={trigger} iso={value[which]} />
          </div>
        ) : (
          <PanelField which={which} trigger={trigger} iso={value[which]} labelClass={fieldLabelClass} />
        )
      }
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
