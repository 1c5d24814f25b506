import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { CalendarNight } from '../../../../domain/schemas/host-operations.ts';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { type MonthKey, monthOf, monthWeeks, WEEKDAYS } from './calendar-month.ts';
import { NightCell } from './night-cell.tsx';
import { focusNightIn, inRange, keyTarget, type NightSelection } from './night-selection.ts';
import type { useNightSelection } from './use-night-selection.ts';

type Props = {
  month: MonthKey;
  labelledBy: string;
  nights: Map<IsoDate, CalendarNight> | undefined;
  today: IsoDate;
  selection: NightSelection;
  choose: ReturnType<typeof useNightSelection>;
  /** The keyboard went past the month's edge: show this month. */
  onMonthChange: (month: MonthKey) => void;
};

/**
 * The month as an ARIA grid (the date-picker pattern): one night takes Tab, arrows move by day and
 * week, Home/End to the week's ends, PageUp/PageDown by month, Enter or Space picks, Escape clears.
 */
export function MonthGrid({ month, labelledBy, nights, today, selection, choose, onMonthChange }: Props) {
  const [focus, setFocus] = useState<IsoDate | null>(null);
  const wantsFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const focusNight =
    focus && monthOf(focus) === month ? focus : focusNightIn(month, [selection.range?.first, today]);

  // After a key moved the focus (into another month too, once that month has rendered), follow it.
  useEffect(() => {
    const target =
      wantsFocus.current && focus === focusNight
        ? grid.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)
        : undefined;
    if (!target) return;
    wantsFocus.current = false;
    target.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selection.range) {
      event.preventDefault();
      choose.clear();
      return;
    }
    const target = keyTarget(focusNight, event.key);
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    wantsFocus.current = true;
    setFocus(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  return (
    <table
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date-grid pattern is a table made a grid
      role="grid"
      ref={grid}
      aria-labelledby={labelledBy}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-separate border-spacing-[3px] sm:border-spacing-1.5"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday.short}
              scope="col"
              abbr={weekday.long}
              className="text-center text-xs font-semibold text-fg-muted"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((days) => (
          <tr key={days.find(Boolean)}>
            {days.map((day, i) =>
              day ? (
                <NightCell
                  key={day}
                  day={day}
                  night={nights?.get(day)}
                  today={today}
                  selected={inRange(selection.range, day)}
                  focusable={day === focusNight}
                  onPick={choose.onPick}
                  onPointerDown={choose.onPointerDown}
                  onPointerEnter={choose.onPointerEnter}
                  onFocus={setFocus}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the empty days before the 1st and after the last are positions
                <td key={`empty-${i}`} aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
