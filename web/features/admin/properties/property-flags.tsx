import { m } from '#i18n/messages.js';
import type { AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import { cn } from '../../../lib/class-names.ts';
import { hostCancellationText } from './admin-property-labels.ts';

/**
 * What a reviewer should notice beyond the status: a banned owner (the listing is out of search
 * whatever its status) and an owner who cancels guests' stays (issue 12).
 */
export function PropertyFlags({ row, className }: { row: AdminPropertyRow; className?: string }) {
  const cancellations = hostCancellationText(row.hostCancellations);
  if (!row.owner.banned && !cancellations) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5 text-xs', className)}>
      {row.owner.banned && (
        <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-800 dark:bg-red-900/50 dark:text-red-200">
          {m.admin_properties_owner_banned()}
        </span>
      )}
      {cancellations && <span className="font-medium text-accent">{cancellations}</span>}
    </div>
  );
}
