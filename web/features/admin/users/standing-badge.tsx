import { m } from '#i18n/messages.js';
import { indiaDate } from '../../../../domain/rules/user-standing.ts';
import type { AdminUserRow } from '../../../../domain/schemas/admin-users.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { standingLabel } from './user-labels.ts';

const bannedClasses = 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200';
type Row = Pick<AdminUserRow, 'standing' | 'suspendedUntil'>;

/**
 * Active (green), suspended with its end (yellow) or banned (red). `stacked` puts a suspension's end
 * on a line of its own under the badge (a narrow table column).
 */
export function StandingBadge({ row, stacked = false }: { row: Row; stacked?: boolean }) {
  if (row.standing === 'banned')
    return (
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${bannedClasses}`}
      >
        {m.admin_users_standing_banned()}
      </span>
    );
  if (stacked && row.standing === 'suspended' && row.suspendedUntil)
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <StatusBadge tone="yellow" label={m.admin_users_standing_suspended()} />
        <span className="text-xs whitespace-nowrap text-fg-muted">
          {m.admin_users_until({ date: indiaDate(row.suspendedUntil) })}
        </span>
      </span>
    );
  return (
    <StatusBadge
      tone={row.standing === 'active' ? 'green' : 'yellow'}
      label={standingLabel(row)}
      className="whitespace-nowrap"
    />
  );
}
