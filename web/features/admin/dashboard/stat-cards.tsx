import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useAdminStats } from '../api/dashboard.ts';
import { countText, statCards } from './dashboard-labels.ts';

/** Total Properties, Active Users, Pending Approvals, Total Bookings (GET /api/admin/stats). */
export function StatCards() {
  const stats = useAdminStats();
  if (stats.isPending)
    return (
      <p role="status" className="rounded-2xl border border-line bg-surface p-5 text-fg-muted">
        {m.admin_dashboard_loading_statistics()}
      </p>
    );
  if (stats.isError)
    return (
      <LoadError
        message={m.admin_load_error_the_statistics()}
        retrying={stats.isFetching}
        onRetry={() => stats.refetch()}
      />
    );
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {statCards(stats.data).map((card) => (
        <div key={card.label} className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-fg-muted">{card.label}</dt>
          <dd className="mt-1">
            <span className="block text-2xl font-bold tracking-tight text-fg tabular-nums">
              {countText(card.value)}
            </span>
            <span className="block text-xs text-fg-muted">{card.note}</span>
            {card.href && (
              <Link
                href={card.href}
                className="mt-1 -mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-text hover:underline sm:min-h-9"
              >
                <RichText
                  text={m.admin_dashboard_view_card({ label: card.label.toLowerCase() })}
                  tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
                />
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
