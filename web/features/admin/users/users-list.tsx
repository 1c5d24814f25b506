import { m } from '#i18n/messages.js';
import { indiaDate } from '../../../../domain/rules/user-standing.ts';
import type { AdminUserRow } from '../../../../domain/schemas/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StandingBadge } from './standing-badge.tsx';
import { roleLabels } from './user-labels.ts';

type ListProps = { users: AdminUserRow[]; onOpen: (id: string) => void };

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';
const td = 'px-3 py-3 align-middle text-sm text-fg';
const columns = [
  [m.admin_users_column_name(), ''],
  [m.admin_users_column_email(), ''],
  [m.admin_users_column_role(), ''],
  [m.admin_users_column_joined(), ''],
  [m.admin_users_column_listings(), 'text-right'],
  [m.admin_users_column_bookings(), 'text-right'],
  [m.admin_users_column_standing(), ''],
] as const;

function ManageButton({ user, onOpen }: { user: AdminUserRow; onOpen: (id: string) => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onOpen(user.id)}
      aria-label={m.admin_users_manage_named({ name: user.name })}
    >
      {m.admin_manage()}
    </Button>
  );
}

/** Wide screens (1280 px and up): one row per user. */
function UsersTable({ users, onOpen }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-line bg-surface xl:block">
      <table className="w-full">
        <caption className="sr-only">{m.admin_users_title()}</caption>
        <thead className="border-b border-line bg-muted/60">
          <tr>
            {columns.map(([name, align]) => (
              <th key={name} scope="col" className={`${th} ${align}`}>
                {name}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{m.admin_users_column_actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={`${td} text-left font-semibold whitespace-nowrap`}>
                {user.name}
              </th>
              <td className={`${td} max-w-52 truncate text-fg-muted`} title={user.email}>
                {user.email}
              </td>
              <td className={td}>{roleLabels[user.role]}</td>
              <td className={`${td} whitespace-nowrap`}>{indiaDate(user.joinedAt)}</td>
              <td className={`${td} text-right tabular-nums`}>{user.listingCount}</td>
              <td className={`${td} text-right tabular-nums`}>{user.bookingCount}</td>
              <td className={td}>
                <StandingBadge row={user} stacked />
              </td>
              <td className={`${td} text-right`}>
                <ManageButton user={user} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per user (two columns from 768 px). */
function UserCards({ users, onOpen }: ListProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden">
      {users.map((user) => (
        <li key={user.id}>
          <article aria-label={user.name} className="h-full rounded-2xl border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="truncate font-semibold text-fg">{user.name}</h2>
                <p className="truncate text-sm text-fg-muted">{user.email}</p>
              </div>
              <StandingBadge row={user} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{m.admin_users_column_role()}</dt>
              <dd className="text-fg">{roleLabels[user.role]}</dd>
              <dt className="text-fg-muted">{m.admin_users_column_joined()}</dt>
              <dd className="text-fg">{indiaDate(user.joinedAt)}</dd>
              <dt className="text-fg-muted">{m.admin_users_column_listings()}</dt>
              <dd className="text-fg tabular-nums">{user.listingCount}</dd>
              <dt className="text-fg-muted">{m.admin_users_column_bookings()}</dt>
              <dd className="text-fg tabular-nums">{user.bookingCount}</dd>
            </dl>
            <div className="mt-3 flex justify-end">
              <ManageButton user={user} onOpen={onOpen} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The page of users as a table on wide screens and as cards on phones. */
export function UsersList(props: ListProps) {
  return (
    <>
      <UsersTable {...props} />
      <UserCards {...props} />
    </>
  );
}
