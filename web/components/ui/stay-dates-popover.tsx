import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { StayField } from '../../lib/calendar-dates.ts';
import { Popover, PopoverAnchor, PopoverContent } from './popover.tsx';

export const stayFieldNames: Record<StayField, string> = {
  checkIn: m.ui_check_in(),
  checkOut: m.ui_check_out(),
};

/**
 * A field's calendar named whole ("Check-in calendar"), for the DateRangeCalendar `label` of the
 * pickers that use this popover (never `${stayFieldNames[field]} calendar`: Hindi orders it otherwise).
 */
export const stayCalendarNames: Record<StayField, string> = {
  checkIn: m.ui_check_in_calendar(),
  checkOut: m.ui_check_out_calendar(),
};

/** The open calendar's name, a whole message per field ("Choose check-in date"). */
const calendarNames: Record<StayField, string> = {
  checkIn: m.ui_choose_check_in_date_label(),
  checkOut: m.ui_choose_check_out_date_label(),
};

/** What a field's button needs from the popover: spread `button` on it; label and value carry the ids. */
export type StayTrigger = {
  button: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-labelledby': string;
    'aria-haspopup'?: 'dialog';
    'aria-controls'?: string;
    'aria-expanded': boolean;
    onClick: () => void;
  };
  labelId: string;
  valueId: string;
  active: boolean;
};

type Props = {
  anchorClassName: string;
  align: 'center' | 'end';
  /** The check-in or check-out field: a button with its label and chosen date. */
  trigger: (field: StayField, trigger: StayTrigger) => ReactNode;
  /** The calendar for a field; `done(next)` moves on to the next field, or closes with null. */
  calendar: (field: StayField, done: (next: StayField | null) => void) => ReactNode;
  hasDates: boolean;
  onClear: () => void;
  /**
   * The calendar opens in the page's flow under the fields instead of floating over it: in the
   * phone's booking sheet a popover has no room below the fields and flips up over the sheet's
   * title; inline, the sheet scrolls to it.
   */
  inline?: boolean;
  /** The inline calendar's frame (the booking card joins it to the fields above and below). */
  inlineClassName?: string;
};

/**
 * Check-in and check-out fields that open one calendar popover: pressing the other field switches
 * the calendar instead of closing it, closing returns focus to the last field, "Clear dates" starts
 * over at check-in. The search panel and the booking card both use it.
 */
export function StayDatesPopover({
  anchorClassName,
  align,
  trigger,
  calendar,
  hasDates,
  onClear,
  inline = false,
  inlineClassName = 'my-3 rounded-xl border border-line bg-surface p-3',
}: Props) {
  const id = useId();
  const [field, setField] = useState<StayField | null>(null);
  const buttons = { checkIn: useRef<HTMLButtonElement>(null), checkOut: useRef<HTMLButtonElement>(null) };
  const lastField = useRef<StayField>('checkIn');
  const open = (next: StayField) => {
    lastField.current = next;
    setField(next);
  };
  const triggerOf = (which: StayField) =>
    trigger(which, {
      button: {
        ref: buttons[which],
        type: 'button',
        'aria-labelledby': `${id}-${which} ${id}-${which}-value`,
        ...(inline ? { 'aria-controls': `${id}-calendar` } : { 'aria-haspopup': 'dialog' as const }),
        'aria-expanded': field === which,
        onClick: () => (field === which ? setField(null) : open(which)),
      },
      labelId: `${id}-${which}`,
      valueId: `${id}-${which}-value`,
      active: field === which,
    });

  // Inline, closing takes focus back to the last field (a popover's onCloseAutoFocus does that).
  const close = () => {
    setField(null);
    if (inline) buttons[lastField.current].current?.focus();
  };
  const content = field && (
    <>
      <p className="px-1 pb-1 text-sm font-semibold text-fg">
        {field === 'checkIn' ? m.ui_choose_your_check_in_date() : m.ui_choose_your_check_out_date()}
      </p>
      {calendar(field, (next) => (next ? open(next) : close()))}
      {hasDates && (
        <div className="flex justify-end border-t border-line pt-2">
          <button
            type="button"
            onClick={() => {
              onClear();
              open('checkIn');
            }}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-text hover:bg-muted"
          >
            {m.ui_clear_dates()}
          </button>
        </div>
      )}
    </>
  );

  if (inline)
    return (
      <div>
        <div className={anchorClassName}>
          {triggerOf('checkIn')}
          {triggerOf('checkOut')}
        </div>
        {field && (
          <section id={`${id}-calendar`} aria-label={calendarNames[field]} className={inlineClassName}>
            {content}
          </section>
        )}
      </div>
    );

  return (
    <Popover open={field !== null} onOpenChange={(isOpen) => !isOpen && setField(null)}>
      <PopoverAnchor asChild>
        <div className={anchorClassName}>
          {triggerOf('checkIn')}
          {triggerOf('checkOut')}
        </div>
      </PopoverAnchor>
      <PopoverContent
        align={align}
        aria-label={field ? calendarNames[field] : undefined}
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
        {content}
      </PopoverContent>
    </Popover>
  );
}
