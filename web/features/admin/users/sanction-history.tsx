import { m } from '#i18n/messages.js';
import { indiaDate } from '../../../../domain/rules/user-standing.ts';
import type { Sanction } from '../../../../domain/schemas/admin-users.ts';
import { sanctionSummary } from './user-labels.ts';

const dotClasses = {
  warning: 'bg-yellow-500',
  suspension: 'bg-orange-500',
  ban: 'bg-red-600',
  reinstatement: 'bg-green-600',
} as const;

/** Every warning, suspension and ban given, and every one lifted, newest first, with the reason and who. */
export function SanctionHistory({ sanctions }: { sanctions: Sanction[] }) {
  return (
    <section aria-labelledby="sanction-history-heading">
      <h3 id="sanction-history-heading" className="text-base font-semibold text-fg">
        {m.admin_users_history()}
      </h3>
      {sanctions.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{m.admin_users_history_empty()}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {sanctions.map((s) => (
            <li key={s.id} className="flex gap-3 rounded-xl border border-line p-3">
              <span
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${dotClasses[s.kind]}`}
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-fg">{sanctionSummary(s)}</p>
                <p className="text-xs text-fg-muted">
                  {s.givenBy
                    ? m.admin_users_history_given_by({ date: indiaDate(s.createdAt), name: s.givenBy })
                    : indiaDate(s.createdAt)}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-fg">{s.reason}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
