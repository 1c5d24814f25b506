import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import type { CalendarNightStatus } from '../../../../domain/schemas/host-operations.ts';
import { cn } from '../../../lib/class-names.ts';
import { statusWords } from './night-labels.ts';
import { selectedCell, statusLook } from './night-style.ts';

function Swatch({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-6 shrink-0 items-center justify-center rounded-md', className)}
    >
      {children}
    </span>
  );
}

const statuses: CalendarNightStatus[] = ['free', 'booked', 'requested', 'blocked'];

/**
 * What the colours, icons and marks of the grid mean; `feeds`: the names of the listing's calendar
 * feeds, whose nights have a colour of their own (the legend names them once there are any).
 */
export function CalendarLegend({ feeds = [] }: { feeds?: string[] }) {
  const imported = statusLook.imported;
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg" aria-label={m.host_legend()}>
      {statuses.map((status) => {
        const { swatch, icon: Icon } = statusLook[status];
        return (
          <li key={status} className="flex items-center gap-2">
            <Swatch className={swatch}>{Icon && <Icon className="size-3.5" />}</Swatch>
            {statusWords[status]}
          </li>
        );
      })}
      {feeds.length > 0 && (
        <li className="flex items-center gap-2">
          <Swatch className={imported.swatch}>
            {imported.icon && <imported.icon className="size-3.5" />}
          </Swatch>
          {m.host_imported_from({ names: feeds.join(', ') })}
        </li>
      )}
      <li className="flex items-center gap-2">
        <Swatch className={selectedCell} />
        {m.host_selected()}
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="font-bold text-accent underline decoration-dotted underline-offset-2"
        >
          ₹
        </span>
        {m.host_legend_own_price()}
      </li>
      <li className="flex items-center gap-2">
        <Swatch className="border border-line-strong bg-surface opacity-45" />
        {m.host_legend_past()}
      </li>
    </ul>
  );
}
