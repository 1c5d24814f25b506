import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useId, useRef, useState } from 'react';
import { PopoverContent } from '../../../components/ui/popover.tsx';
import { formatStayDate, type StayField } from '../../../lib/calendar-dates.ts';
import { cn } from '../../../lib/class-names.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

const fieldNames: Record<StayField, string> = { checkIn: 'Check-in', checkOut: 'Check-out' };

/** The booking card's check-in and check-out: each opens the availability calendar for its field. */
export function BookingDatesPicker({ propertyId, choice }: { propertyId: string; choice: StayChoiceState }) {
  const id = useId();
  const [field, setField] = useState<StayField | null>(null);
  const buttons = { checkIn: useRef<HTMLButtonElement>(null), checkOut: useRef<HTMLButtonElement>(null) };
  const lastField = useRef<StayField>('checkIn');
  const open = (next: StayField) => {
    lastField.current = next;
    setField(next);
  };

  const trigger = (which: StayField) => {
    const iso = choice.stay[which];
    return (
      <button
        ref={buttons[which]}
        type="button"
        aria-labelledby={`${id}-${which} ${id}-${which}-value`}
        aria-haspopup="dialog"
        aria-expanded={field === which}
        onClick={() => (field === which ? setField(null) : open(which))}
        className={cn(
          'flex min-h-14 flex-col items-start justify-center px-3 py-2 text-left hover:bg-muted',
          which === 'checkOut' && 'border-l border-line-strong',
          field === which && 'rounded-lg ring-2 ring-ring',
        )}
      >
        <span id={`${id}-${which}`} className="text-xs font-bold tracking-wide text-fg uppercase">
          {fieldNames[which]}
        </span>
        <span id={`${id}-${which}-value`} className={cn('text-sm', iso ? 'text-fg' : 'text-fg-muted')}>
          {iso ? formatStayDate(iso) : 'Add date'}
        </span>
      </button>
    );
  };

  return (
    <PopoverPrimitive.Root open={field !== null} onOpenChange={(isOpen) => !isOpen && setField(null)}>
      <PopoverPrimitive.Anchor asChild>
        <div className="grid grid-cols-2 rounded-t-xl border border-line-strong">
          {trigger('checkIn')}
          {trigger('checkOut')}
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverContent
        align="end"
        aria-label={field ? `Choose ${fieldNames[field].toLowerCase()} date` : undefined}
        className="w-auto p-3 sm:p-4"
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
            <AvailabilityCalendar
              key={field}
              propertyId={propertyId}
              label={`${fieldNames[field]} calendar`}
              dates={choice.stay}
              field={field}
              month={field === 'checkOut' ? choice.stay.checkIn : undefined}
              onPick={(dates, next) => {
                choice.setDates(dates);
                if (next) open(next);
                else setField(null);
              }}
            />
            {(choice.stay.checkIn || choice.stay.checkOut) && (
              <div className="flex justify-end border-t border-line pt-2">
                <button
                  type="button"
                  onClick={() => {
                    choice.setDates({ checkIn: '', checkOut: '' });
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
