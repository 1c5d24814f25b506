import type { PointerEvent } from 'react';
import type { CalendarNight } from '../../../../domain/schemas/host-operations.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { cn } from '../../../lib/class-names.ts';
import { nightName, pendingNightName, statusWords } from './night-labels.ts';
import { selectedCell, statusLook } from './night-style.ts';

export type NightCellProps = {
  day: IsoDate;
  /** Undefined while its month loads. */
  night: CalendarNight | undefined;
  today: IsoDate;
  selected: boolean;
  /** The roving focus: the one night of the grid reached with Tab. */
  focusable: boolean;
  onPick: (day: IsoDate) => void;
  onPointerDown: (day: IsoDate, event: PointerEvent) => void;
  onPointerEnter: (day: IsoDate) => void;
  onFocus: (day: IsoDate) => void;
};

/** One night of the month: its day, status (colour, icon and, on wide screens, a word) and price. */
export function NightCell({ day, night, today, selected, focusable, ...on }: NightCellProps) {
  const past = day < today;
  const look = statusLook[night?.status ?? 'free'];
  const Icon = look.icon;
  // Named by its content (no aria-label): the day and price as shown, the rest for screen readers.
  const name = night ? nightName(night, today) : pendingNightName(day);
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a night of the date grid (the ARIA pattern's cell)
      role="gridcell"
      aria-selected={selected}
      data-day={day}
      tabIndex={focusable ? 0 : -1}
      aria-disabled={past || undefined}
      aria-current={day === today ? 'date' : undefined}
      onClick={() => on.onPick(day)}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
          event.preventDefault();
          on.onPick(day);
        }
      }}
      onPointerDown={(event) => on.onPointerDown(day, event)}
      onPointerEnter={() => on.onPointerEnter(day)}
      onFocus={() => on.onFocus(day)}
      className={cn(
        'h-14 rounded-lg border p-0 align-top transition-colors select-none sm:h-20',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        selected ? selectedCell : look.cell,
        past && 'cursor-not-allowed opacity-45',
        !past && 'cursor-pointer',
      )}
    >
      <div className="flex h-14 flex-col justify-between overflow-hidden px-0.5 py-1 sm:h-20 sm:p-2">
        <span className="flex items-start justify-between gap-0.5">
          <span className="sr-only">{name.before}</span>
          <span
            className={cn(
              'text-sm leading-none font-semibold tabular-nums',
              day === today && 'rounded-sm underline decoration-2 underline-offset-3',
            )}
          >
            {name.day}
          </span>
          {Icon && <Icon className="size-3.5 shrink-0 sm:size-4" aria-hidden="true" />}
        </span>
        <span className="sr-only">{name.middle}</span>
        {night && night.status !== 'free' && (
          <span aria-hidden="true" className="hidden truncate text-xs font-medium sm:block">
            {night.status === 'imported' ? night.feedName || statusWords.imported : statusWords[night.status]}
          </span>
        )}
        {night ? (
          <span
            className={cn(
              'truncate text-[11px] leading-tight tracking-tight tabular-nums sm:text-xs sm:tracking-normal',
              night.priceSet
                ? cn(
                    'font-medium underline decoration-dotted underline-offset-2 sm:font-bold',
                    !selected && 'text-accent',
                  )
                : 'font-medium',
            )}
          >
            {name.price}
          </span>
        ) : (
          <Skeleton className="h-3 w-4/5" />
        )}
        {name.after && <span className="sr-only">{name.after}</span>}
      </div>
    </td>
  );
}
