import { m } from '#i18n/messages.js';
import { AdminPanel as Panel } from '../admin-panel.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';
import { SystemStatusList } from './system-status-list.tsx';

/** /admin: the figures, what happened lately and whether the system is healthy. */
export function AdminDashboardPage() {
  return (
    <div className="max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{m.admin_dashboard_title()}</h1>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title={m.admin_dashboard_recent_activity()}>
            <RecentActivity />
          </Panel>
        </div>
        <Panel title={m.admin_dashboard_system_status()}>
          <SystemStatusList />
        </Panel>
      </div>
    </div>
  );
}
