import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DateRangeCalendar } from '../../../components/ui/date-range-calendar.tsx';
import { PopoverContent } from '../../../components/ui/popover.tsx';
import {
  formatStayDate,
  isDayDisabled,
  pickStayDay,
  type StayDates,
  type StayField,
} from '../../../lib/calendar-dates.ts';
import { cn } from '../../../lib/class-names.ts';
import { todayIso } from '../../../lib/formatters.ts';

type Props = {
  value: StayDates;
  onChange: (dates: StayDates) => void;
  fieldLabelClass: string;
};

const fieldNames: Record<StayField, string> = { checkIn: 'Check-in', checkOut: 'Check-out' };

/**
 * Check-in and check-out of the full search panel: each opens one range calendar (two months,
 * one on phones). Check-in disables days before today; check-out disables days on or before
 * check-in (traveller §5, decision 23). Chosen dates read "12 Mar 2027".
 */
export function StayDatesPicker({ value, onChange, fieldLabelClass }: Props) {
  const id = useId();
  const [field, setField] = useState<StayField | null>(null);
  const buttons = { checkIn: useRef<HTMLButtonElement>(null), checkOut: useRef<HTMLButtonElement>(null) };
  const lastField = useRef<StayField>('checkIn');
  const today = todayIso();

  const open = (next: StayField) => {
    lastField.current = next;
    setField(next);
  };
  const pick = (day: string) => {
    if (!field) return;
    const { dates, next } = pickStayDay(field, day, value);
    onChange(dates);
    if (next) open(next);
    else setField(null);
  };

  const trigger = (which: StayField) => {
    const iso = value[which];
    return (
      <div>
        <span id={`${id}-${which}`} className={fieldLabelClass}>
          {fieldNames[which]}
        </span>
        <button
          ref={buttons[which]}
          type="button"
          aria-labelledby={`${id}-${which} ${id}-${which}-value`}
          aria-haspopup="dialog"
          aria-expanded={field === which}
          onClick={() => (field === which ? setField(null) : open(which))}
          className={cn(
            'flex min-h-12 w-full items-center gap-2 rounded-lg border bg-surface px-3 text-left text-base hover:border-fg',
            field === which ? 'border-brand ring-2 ring-ring' : 'border-line-strong',
          )}
        >
          <CalendarDays className="size-4 shrink-0 text-fg-muted max-[400px]:hidden" aria-hidden="true" />
          <span id={`${id}-${which}-value`} className={cn('truncate', iso ? 'text-fg' : 'text-fg-muted')}>
            {iso ? formatStayDate(iso) : 'Add date'}
          </span>
        </button>
      </div>
    );
  };

  return (
    <PopoverPrimitive.Root open={field !== null} onOpenChange={(isOpen) => !isOpen && setField(null)}>
      <PopoverPrimitive.Anchor asChild>
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:gap-4">
          {trigger('checkIn')}
          {trigger('checkOut')}
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverContent
        align="center"
        aria-label={field ? `Choose ${fieldNames[field].toLowerCase()} date` : undefined}
        className="w-auto p-3 sm:p-4"
        // The calendar focuses its day itself; pressing the other field keeps the calendar open.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          const target = event.target as Node | null;
          if (
            target &&
            (buttons.checkIn.current?.contains(target) || buttons.checkOut.current?.contains(target))
          )
            event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          buttons[lastField.current].current?.focus();
        }}
      >
        {field && (
          <>
            <p className="px-1 pb-1 text-sm font-semibold text-fg">
              {field === 'checkIn' ? 'Choose your check-in date' : 'Choose your check-out date'}
            </p>
            <DateRangeCalendar
              key={field}
              label={`${fieldNames[field]} calendar`}
              from={value.checkIn}
              to={value.checkOut}
              today={today}
              month={field === 'checkOut' ? value.checkIn : undefined}
              isDisabled={(day) => isDayDisabled(day, field, value, today)}
              onPick={pick}
            />
            {(value.checkIn || value.checkOut) && (
              <div className="flex justify-end border-t border-line pt-2">
                <button
                  type="button"
                  onClick={() => {
                    onChange({ checkIn: '', checkOut: '' });
                    open('checkIn');
                  }}
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-text hover:bg-muted"
                >
                  Clear dates
                </button>
              </div>
            )}
          </>
        )}
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
