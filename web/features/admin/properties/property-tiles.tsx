import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { AdminPropertyList } from '../../../../domain/schemas/admin-properties.ts';
import type { PropertyStatus } from '../../../../domain/schemas/properties.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/class-names.ts';

const tiles = [
  {
    status: 'approved',
    label: m.admin_properties_status_approved(),
    Icon: CircleCheck,
    tone: 'text-green-700 dark:text-green-300',
  },
  {
    status: 'pending',
    label: m.admin_properties_status_pending(),
    Icon: Clock,
    tone: 'text-yellow-700 dark:text-yellow-300',
  },
  {
    status: 'rejected',
    label: m.admin_properties_status_rejected(),
    Icon: CircleX,
    tone: 'text-red-700 dark:text-red-300',
  },
] as const;

type Props = {
  counts: AdminPropertyList['counts'] | undefined;
  active: PropertyStatus | undefined;
  /** A tile filters the table by its status; the active tile pressed again clears the filter. */
  onChoose: (status: PropertyStatus | undefined) => void;
};

/** The summary tiles (§2): how many listings are approved, pending and rejected. */
export function PropertyTiles({ counts, active, onChoose }: Props) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map(({ status, label, Icon, tone }) => {
        const pressed = active === status;
        return (
          <li key={status}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(pressed ? undefined : status)}
              className={cn(
                'flex w-full flex-col items-start gap-1 rounded-2xl border bg-surface p-3 text-left shadow-sm transition-colors hover:border-line-strong sm:p-5',
                pressed ? 'border-brand ring-2 ring-ring' : 'border-line',
              )}
            >
              <span className="flex items-center gap-1.5 text-xs font-medium text-fg-muted sm:text-sm">
                <Icon className={cn('size-4 shrink-0', tone)} aria-hidden="true" />
                {label}
              </span>
              {counts ? (
                <span className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
                  {counts[status]}
                </span>
              ) : (
                <Skeleton className="h-8 w-12" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
