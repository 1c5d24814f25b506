import { Ban, CalendarSync, Clock, type LucideIcon, UserCheck } from 'lucide-react';
import type { CalendarNightStatus } from '../../../../domain/schemas/host-operations.ts';

// How each status looks, shared by the night cells and the legend: a colour and an icon, never colour alone.

// Blocked nights are hatched, as closed days are on paper calendars.
const stripes = 'bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--color-line)_6px_8px)]';

export const statusLook: Record<
  CalendarNightStatus,
  { cell: string; swatch: string; icon: LucideIcon | null }
> = {
  free: {
    cell: 'border-line bg-surface text-fg hover:bg-muted',
    swatch: 'border border-line-strong bg-surface',
    icon: null,
  },
  booked: {
    cell: 'border-transparent bg-green-100 text-green-900 dark:bg-green-900/45 dark:text-green-100',
    swatch: 'bg-green-100 text-green-900 dark:bg-green-900/45 dark:text-green-100',
    icon: UserCheck,
  },
  requested: {
    cell: 'border-transparent bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
    swatch: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
    icon: Clock,
  },
  blocked: {
    cell: `${stripes} border-transparent bg-muted text-fg`,
    swatch: `${stripes} bg-muted text-fg`,
    icon: Ban,
  },
  // Taken by an event of one of the host's other calendars (a calendar feed).
  imported: {
    cell: 'border-transparent bg-sky-100 text-sky-950 dark:bg-sky-900/50 dark:text-sky-50',
    swatch: 'bg-sky-100 text-sky-950 dark:bg-sky-900/50 dark:text-sky-50',
    icon: CalendarSync,
  },
};

/**
 * The selected nights: the brand colour over any status (the status icon stays); light green in the
 * dark theme, where the brand green would read as a booked night.
 */
export const selectedCell =
  'border-brand bg-brand text-brand-fg hover:bg-brand-hover dark:border-green-300 dark:bg-green-300 dark:text-green-950 dark:hover:bg-green-200';
