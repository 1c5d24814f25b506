import { AdminPanel as Panel } from '../admin-panel.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';
import { SystemStatusList } from './system-status-list.tsx';

/** /admin: the figures, what happened lately and whether the system is healthy. */
export function AdminDashboardPage() {
  return (
    <div className="max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Dashboard Overview</h1>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title="Recent Activity">
            <RecentActivity />
          </Panel>
        </div>
        <Panel title="System Status">
          <SystemStatusList />
        </Panel>
      </div>
    </div>
  );
}
