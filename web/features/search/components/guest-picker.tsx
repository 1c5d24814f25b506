import { ChevronDown, Minus, Plus, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { m } from '#i18n/messages.js';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { cn } from '../../../lib/class-names.ts';
import {
  canStepGuestCount,
  type GuestKey,
  guestRows,
  guestSummary,
  type SearchFilters,
  stepGuestCount,
} from './search-filters.ts';

type Props = {
  value: Pick<SearchFilters, GuestKey>;
  onChange: (key: GuestKey, count: number) => void;
  compact?: boolean;
  /** An id for the label the trigger belongs to. */
  labelId?: string;
};

function CounterButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line-strong text-fg hover:border-fg disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** Guests: adults, children, infants and pets with +/- counters in a popover. */
export function GuestPicker({ value, onChange, compact = false, labelId }: Props) {
  const summaryId = useId();
  return (
    <Popover>
      <PopoverTrigger
        aria-labelledby={labelId ? `${labelId} ${summaryId}` : undefined}
        className={cn(
          'flex w-full items-center gap-2 rounded-lg text-left text-fg',
          compact
            ? 'min-h-11 px-3 text-sm'
            : 'min-h-12 border border-line-strong bg-surface px-3 text-base hover:border-fg',
        )}
      >
        <Users className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
        <span id={summaryId} className="flex-1 truncate">
          {guestSummary(value)}
        </span>
        <ChevronDown className="size-4 text-fg-muted" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent aria-label={m.search_guests()}>
        <ul className="divide-y divide-line">
          {guestRows.map((row) => {
            const count = value[row.key];
            return (
              <li key={row.key} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">{row.label}</p>
                  <p className="text-sm text-fg-muted">{row.hint}</p>
                </div>
                <div className="flex items-center gap-3">
                  <CounterButton
                    label={row.fewer}
                    disabled={!canStepGuestCount(row, count, -1)}
                    onClick={() => onChange(row.key, stepGuestCount(row, count, -1))}
                  >
                    <Minus className="size-4" />
                  </CounterButton>
                  <output
                    className="w-6 text-center tabular-nums"
                    aria-live="polite"
                    aria-label={m.search_guest_row_count({ label: row.label, count })}
                  >
                    {count}
                  </output>
                  <CounterButton
                    label={row.more}
                    disabled={!canStepGuestCount(row, count, 1)}
                    onClick={() => onChange(row.key, stepGuestCount(row, count, 1))}
                  >
                    <Plus className="size-4" />
                  </CounterButton>
                </div>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
