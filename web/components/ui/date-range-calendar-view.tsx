import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { calendarLocale } from '#language-pack';
import 'react-day-picker/style.css';
import { fromIsoDate, type IsoDate, toIsoDate } from '../../lib/calendar-dates.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/** Month and day names, and the calendar's own button names, in the page's language (en-IN in English). */

export type DateRangeCalendarProps = {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  /** Which days cannot be picked (a pure rule over `YYYY-MM-DD`). */
  isDisabled: (day: IsoDate) => boolean;
  /** The day pressed, as `YYYY-MM-DD`; the caller decides what it means for the range. */
  onPick: (day: IsoDate) => void;
  /** The month shown first (defaults to the month of `from`, else today's). */
  month?: IsoDate;
  label: string;
  /** Focus the selected day (or today) on mount; false for a calendar that sits in the page. */
  autoFocus?: boolean;
  /** The first month shown (`YYYY-MM-01`) after the visitor moves between months. */
  onMonthChange?: (month: IsoDate) => void;
};

/**
 * A range calendar (react-day-picker, en-IN or Hindi): the chosen stay shows as a range, disabled days
 * cannot be pressed, and every date in and out is a calendar date `YYYY-MM-DD`, never an instant.
 */
export function DateRangeCalendar({
  from,
  to,
  today,
  isDisabled,
  onPick,
  month,
  label,
  autoFocus = true,
  onMonthChange,
}: DateRangeCalendarProps) {
  // Two months side by side from the spec's mobile breakpoint (768 px) up, one on phones.
  const months = useMediaQuery('(min-width: 768px)') ? 2 : 1;
  const start = fromIsoDate(month || from || today);
  return (
    <DayPicker
      mode="range"
      aria-label={label}
      locale={calendarLocale}
      numberOfMonths={months}
      defaultMonth={start}
      startMonth={fromIsoDate(today)}
      today={fromIsoDate(today)}
      selected={{ from: fromIsoDate(from), to: fromIsoDate(to) }}
      disabled={(date: Date) => isDisabled(toIsoDate(date))}
      onSelect={(_range, triggerDate) => onPick(toIsoDate(triggerDate))}
      autoFocus={autoFocus}
      onMonthChange={onMonthChange && ((first: Date) => onMonthChange(toIsoDate(first)))}
      className="text-fg"
      classNames={{ chevron: 'inline-block fill-brand-text' }}
      style={
        {
          '--rdp-accent-color': 'var(--color-brand)',
          '--rdp-accent-background-color': 'var(--color-brand-soft)',
          '--rdp-today-color': 'var(--color-brand-text)',
          '--rdp-day-width': '40px',
          '--rdp-day-height': '40px',
          '--rdp-day_button-width': '38px',
          '--rdp-day_button-height': '38px',
          '--rdp-months-gap': '2rem',
          '--rdp-disabled-opacity': '0.35',
          '--rdp-nav_button-width': '2.75rem',
          '--rdp-nav_button-height': '2.75rem',
        } as CSSProperties
      }
    />
  );
}
