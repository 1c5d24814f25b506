import { m } from '#i18n/messages.js';
import { cn } from '../../lib/class-names.ts';
import { type ListingTone, listingStatusLabel, listingTone } from './listing-status.ts';

const tones: Record<ListingTone, string> = {
  approved: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  pending: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  draft: 'bg-muted text-fg-muted',
};

/** A listing's status as a pill, one colour per status; any other value wears the draft colour (§4). */
export function ListingStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[listingTone(status)],
        className,
      )}
    >
      {listingStatusLabel(status)}
    </span>
  );
}

/** "Unlisted": the owner took the listing out of search. */
export function UnlistedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-line-strong bg-surface px-2.5 py-0.5 text-xs font-semibold text-fg',
        className,
      )}
    >
      {m.ui_listing_unlisted()}
    </span>
  );
}
