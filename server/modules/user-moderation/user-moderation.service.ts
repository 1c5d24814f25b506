import { m } from '#i18n/messages.js';
import { standingOf, suspensionEnd } from '../../../domain/rules/user-standing.ts';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRow,
  type Sanction,
  type SanctionBody,
} from '../../../domain/schemas/admin-users.ts';
import type { UserRole } from '../../../domain/schemas/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { signOutEverywhere } from '../auth/index.ts';
import { notifySanction } from '../notifications/index.ts';
import { changeAccount, lockUserForChange } from '../users/index.ts';
import { cancelStaysOfBanned } from './ban-cancellations.service.ts';
import { reinstatementMail, sanctionMail } from './sanction-mail.ts';
import * as repo from './user-moderation.repository.ts';

/** The admin acting, as the history names them. */
export type Admin = { id: string; firstName: string | null; lastName: string | null; email: string };

const nameOf = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

function rowOf(row: repo.UserListRow, now: Date): AdminUserRow {
  const { standing, suspendedUntil } = standingOf(row, now);
  return {
    id: row.id,
    name: nameOf(row),
    email: row.email,
    role: row.role,
    joinedAt: row.createdAt.toISOString(),
    listingCount: row.listingCount,
    bookingCount: row.bookingCount,
    standing,
    suspendedUntil: suspendedUntil?.toISOString() ?? null,
  };
}

function sanctionOf(row: repo.SanctionRow, givenBy: string | null): Sanction {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    days: row.days,
    endsAt: row.endsAt?.toISOString() ?? null,
    givenBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/users: 20 a page, newest joined first; `q` in the name or email (any case). */
export async function listUsers(
  { db }: Pick<AppDeps, 'db'>,
  { q, role, page }: { q?: string; role?: UserRole; page: number },
  now = new Date(),
): Promise<AdminUserPage> {
  const { rows, total } = await repo.userPage(
    db,
    { q: q || undefined, role },
    { limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE },
  );
  return { users: rows.map((row) => rowOf(row, now)), total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** GET /api/admin/users/{id}: the row and every sanction given, newest first. */
export async function userDetail(
  { db }: Pick<AppDeps, 'db'>,
  id: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const row = await repo.userListRow(db, id);
  if (!row) throw notFound(m.server_user_not_found());
  const sanctions = await repo.sanctionsOf(db, id);
  return {
    ...rowOf(row, now),
    sanctions: sanctions.map((s) =>
      sanctionOf(
        s.sanction,
        s.giverEmail
          ? nameOf({ firstName: s.giverFirstName, lastName: s.giverLastName, email: s.giverEmail })
          : null,
      ),
    ),
  };
}

/**
 * PATCH /api/admin/users/{id} { role }. Refused (409, nothing changed): an admin removing their own
 * admin role; an owner who still has listings leaving the owner role (their listings need an
 * owner); a suspended or banned user made an admin. The same role again changes nothing.
 */
export async function changeRole(
  deps: Pick<AppDeps, 'db' | 'log'>,
  admin: Admin,
  id: string,
  role: UserRole,
  now = new Date(),
): Promise<AdminUserRow> {
  return inTransaction(deps, async (tx) => {
    const user = await lockUserForChange(tx, id);
    if (!user) throw notFound(m.server_user_not_found());
    if (user.role !== role) {
      if (user.id === admin.id) throw conflict(m.server_own_admin_role());
      if (user.role === 'owner') {
        const listings = await repo.listingCountOf(tx, id);
        if (listings > 0) throw conflict(m.server_owner_has_listings({ count: listings }));
      }
      if (role === 'admin' && standingOf(user, now).standing !== 'active')
        throw conflict(m.server_sanctioned_admin());
      await changeAccount(tx, id, { role });
    }
    return rowOf((await repo.userListRow(tx, id))!, now);
  });
}

/**
 * POST /api/admin/users/{id}/sanctions: the step is kept as history and, in the same transaction,
 * written on the user's row (a suspension ends `days` days from now, replacing any running one; a ban
 * lasts) and every session of theirs, traveller and admin, ends. A ban also cancels the stays to
 * come they booked or host, refunding in full. A warning is history only. Every step mails and
 * notifies the user. Refused (409): yourself, an admin, anyone already banned.
 */
export async function giveSanction(
  deps: AppDeps,
  admin: Admin,
  id: string,
  body: SanctionBody,
  now = new Date(),
): Promise<Sanction> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const user = await lockUserForChange(tx, id);
    if (!user) throw notFound(m.server_user_not_found());
    if (user.id === admin.id) throw conflict(m.server_sanction_self());
    if (user.role === 'admin') throw conflict(m.server_sanction_admin());
    if (standingOf(user, now).standing === 'banned') throw conflict(m.server_already_banned());

    const days = body.kind === 'suspension' ? body.days : null;
    const endsAt = days === null ? null : suspensionEnd(now, days);
    const row = await repo.insertSanction(tx, {
      userId: id,
      kind: body.kind,
      reason: body.reason,
      days,
      endsAt,
      givenBy: admin.id,
      createdAt: now,
    });
    if (body.kind !== 'warning') {
      await changeAccount(
        tx,
        id,
        body.kind === 'ban' ? { bannedAt: now, suspendedUntil: null } : { suspendedUntil: endsAt },
      );
      await signOutEverywhere(tx, id);
      if (body.kind === 'ban') await cancelStaysOfBanned(deps, tx, afterCommit, id, now);
    }
    await deps.outbox.enqueue(
      tx,
      sanctionMail(appUrl(deps.config), user, { kind: body.kind, reason: body.reason, endsAt }),
    );
    await notifySanction(
      tx,
      id,
      body.kind === 'suspension'
        ? { kind: 'suspension', reason: body.reason, endsAt: suspensionEnd(now, body.days) }
        : { kind: body.kind, reason: body.reason },
    );
    afterCommit(deps.outbox.kick);
    return sanctionOf(row, nameOf(admin));
  });
}

/**
 * POST /api/admin/users/{id}/reinstatement: lifts a running suspension or a ban early (an appeal
 * accepted, a mistake put right), kept in the history with the reason; the user may sign in at once
 * and is told by mail. Refused (409) for a user in good standing.
 */
export async function reinstate(
  deps: AppDeps,
  admin: Admin,
  id: string,
  reason: string,
  now = new Date(),
): Promise<Sanction> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const user = await lockUserForChange(tx, id);
    if (!user) throw notFound(m.server_user_not_found());
    const { standing } = standingOf(user, now);
    if (standing === 'active') throw conflict(m.server_not_sanctioned());
    const row = await repo.insertSanction(tx, {
      userId: id,
      kind: 'reinstatement',
      reason,
      givenBy: admin.id,
      createdAt: now,
    });
    await changeAccount(tx, id, { suspendedUntil: null, bannedAt: null });
    await deps.outbox.enqueue(tx, reinstatementMail(appUrl(deps.config), user, reason));
    await notifySanction(tx, id, {
      kind: 'sanction_lifted',
      reason,
      lifted: standing === 'banned' ? 'ban' : 'suspension',
    });
    afterCommit(deps.outbox.kick);
    return sanctionOf(row, nameOf(admin));
  });
}
