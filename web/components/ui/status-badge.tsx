import { cn } from '../../lib/class-names.ts';

export type BadgeTone = 'green' | 'yellow' | 'grey';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
  grey: 'bg-muted text-fg-muted',
};

/** A status as a coloured pill: green done, yellow waiting, grey anything else (traveller §4). */
export function StatusBadge({
  tone,
  label,
  className,
}: {
  tone: BadgeTone;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
