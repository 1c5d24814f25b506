import { CircleAlert, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { SystemCheck } from '../../../../domain/schemas/admin.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSystemStatus } from '../api/dashboard.ts';
import { DeadJobsList } from './dead-jobs-list.tsx';

// Colour and icon and a word: the state reads without colour too.
const looks: Record<SystemCheck['status'], { icon: LucideIcon; word: string; className: string }> = {
  ok: { icon: CircleCheck, word: m.admin_status_ok(), className: 'text-green-700 dark:text-green-400' },
  warning: {
    icon: CircleAlert,
    word: m.admin_status_warning(),
    className: 'text-yellow-700 dark:text-yellow-300',
  },
  down: { icon: CircleX, word: m.admin_status_down(), className: 'text-red-600 dark:text-red-400' },
};

/** Live checks (GET /api/admin/system-status): database, storage, payments, mail outbox, job queue. */
export function SystemStatusList() {
  const status = useSystemStatus();
  if (status.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  if (status.isError)
    return (
      <LoadError
        message={m.admin_load_error_the_system_status()}
        retrying={status.isFetching}
        onRetry={() => status.refetch()}
      />
    );
  return (
    <ul className="divide-y divide-line">
      {status.data.map((check) => {
        const look = looks[check.status];
        return (
          <li key={check.name} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-fg">{check.name}</p>
                <p className="text-xs text-fg-muted">{check.detail}</p>
              </div>
              <span
                className={`inline-flex shrink-0 items-center gap-1 text-sm font-semibold ${look.className}`}
              >
                <look.icon className="size-4" aria-hidden="true" />
                {look.word}
              </span>
            </div>
            {/* The full width of the card: an error message needs the room. */}
            {check.deadJobs && <DeadJobsList jobs={check.deadJobs} />}
          </li>
        );
      })}
    </ul>
  );
}
