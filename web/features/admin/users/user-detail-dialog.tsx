import { m } from '#i18n/messages.js';
import { indiaDate } from '../../../../domain/rules/user-standing.ts';
import type { AdminUserDetail } from '../../../../domain/schemas/admin-users.ts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAdminUser } from '../api/users.ts';
import { ReinstateForm } from './reinstate-form.tsx';
import { RoleChange } from './role-change.tsx';
import { SanctionForm } from './sanction-form.tsx';
import { SanctionHistory } from './sanction-history.tsx';
import { StandingBadge } from './standing-badge.tsx';
import { roleLabels } from './user-labels.ts';

function Facts({ user }: { user: AdminUserDetail }) {
  const facts = [
    [m.admin_users_column_role(), roleLabels[user.role]],
    [m.admin_users_column_joined(), indiaDate(user.joinedAt)],
    [m.admin_users_column_listings(), String(user.listingCount)],
    [m.admin_users_column_bookings(), String(user.bookingCount)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-fg-muted">{term}</dt>
          <dd className="text-sm font-semibold whitespace-nowrap text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why no sanction can be given here, or null when one can. */
function noSanction(user: AdminUserDetail): string | null {
  if (user.standing === 'banned') return m.admin_users_banned_no_sanction();
  if (user.role === 'admin') return m.admin_users_admin_no_sanction();
  return null;
}

function DetailBody({ user }: { user: AdminUserDetail }) {
  const refusal = noSanction(user);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-muted">{m.admin_users_standing_label()}</span>
        <StandingBadge row={user} />
      </div>
      <Facts user={user} />
      <SanctionHistory sanctions={user.sanctions} />
      <div className="border-t border-line pt-5">
        {refusal ? (
          <p className="rounded-xl bg-muted p-3 text-sm text-fg">{refusal}</p>
        ) : (
          <SanctionForm userId={user.id} userName={user.name} />
        )}
      </div>
      {user.standing !== 'active' && (
        <div className="border-t border-line pt-5">
          <ReinstateForm userId={user.id} userName={user.name} standing={user.standing} />
        </div>
      )}
      <div className="border-t border-line pt-5">
        <RoleChange key={user.role} user={user} />
      </div>
    </div>
  );
}

/** One user: their facts, role, the guidelines ladder and its history. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  const user = detail.data;
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={user?.name ?? m.admin_users_user()}
        description={user?.email ?? m.admin_users_loading_details()}
        className="max-w-2xl"
      >
        {detail.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only" role="status">
              {m.admin_users_loading_user()}
            </span>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : detail.isError ? (
          <LoadError
            message={m.admin_load_error_this_user()}
            retrying={detail.isFetching}
            onRetry={() => detail.refetch()}
          />
        ) : (
          user && <DetailBody user={user} />
        )}
      </DialogContent>
    </Dialog>
  );
}
