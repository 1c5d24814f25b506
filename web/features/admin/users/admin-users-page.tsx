import { Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type UsersQuery, useAdminUsers, usersQueryString } from '../api/users.ts';
import { ReportedConversations } from './reports/reported-conversations.tsx';
import { ReportsJumpLink } from './reports/reports-jump-link.tsx';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { usersQueryOf } from './user-labels.ts';
import { UsersFilters } from './users-filters.tsx';
import { UsersList } from './users-list.tsx';
import { UsersPager } from './users-pager.tsx';

function UsersSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {m.admin_users_loading()}
      </span>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

function EmptyUsers({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      icon={Users}
      title={m.admin_users_empty_title()}
      text={filtered ? m.admin_users_empty_filtered() : m.admin_users_empty_text()}
    />
  );
}

/** /admin/users: search, filter and page through users; manage one in a dialog (issue 13 §5). */
export function AdminUsersPage() {
  const [pathname, navigate] = useLocation();
  const query = usersQueryOf(useSearch());
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useAdminUsers(query);
  // The filter and page live in the address: reload keeps them, Back leaves the page.
  const go = useCallback(
    (next: UsersQuery) => navigate(`${pathname}${usersQueryString(next)}`, { replace: true }),
    [navigate, pathname],
  );
  const onFilters = useCallback((next: Pick<UsersQuery, 'q' | 'role'>) => go({ ...next, page: 1 }), [go]);
  const filtered = Boolean(query.q.trim() || query.role);

  return (
    <section className="max-w-6xl 2xl:max-w-[92rem]">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{m.admin_users_title()}</h1>
      <p className="mt-1 text-fg-muted">{m.admin_users_intro()}</p>
      <ReportsJumpLink />
      {/* The reports beside the users from 1536 px, where the table keeps its width; below it before. */}
      <div className="2xl:grid 2xl:grid-cols-[minmax(0,1fr)_22rem] 2xl:items-start 2xl:gap-8">
        <div>
          <div className="mt-6">
            <UsersFilters q={query.q} role={query.role} onChange={onFilters} />
          </div>
          <div className="mt-6">
            {list.isPending ? (
              <UsersSkeleton />
            ) : list.isError ? (
              <LoadError
                message={m.admin_load_error_the_users()}
                retrying={list.isFetching}
                onRetry={() => list.refetch()}
              />
            ) : (
              <>
                <p className="mb-3 text-sm text-fg-muted" aria-live="polite">
                  {m.admin_users_count({ count: list.data.total })}
                </p>
                {list.data.users.length === 0 ? (
                  <EmptyUsers filtered={filtered} />
                ) : (
                  <UsersList users={list.data.users} onOpen={setOpenId} />
                )}
                <UsersPager
                  page={query.page}
                  total={list.data.total}
                  pageSize={list.data.pageSize}
                  onPage={(page) => go({ ...query, page })}
                />
              </>
            )}
          </div>
        </div>
        <div className="mt-10 2xl:mt-6">
          <ReportedConversations onManage={setOpenId} />
        </div>
      </div>
      <UserDetailDialog userId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
