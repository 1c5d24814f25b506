import type { ReactNode } from 'react';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';
import { SystemStatusList } from './system-status-list.tsx';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replaceAll(' ', '-')}-heading`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-2 text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
