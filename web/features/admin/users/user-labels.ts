import { m } from '#i18n/messages.js';
import { indiaDate } from '../../../../domain/rules/user-standing.ts';
import {
  type AdminUserRow,
  type HistoryKind,
  reinstatementBody,
  type Sanction,
  type SanctionBody,
  type SanctionKind,
  sanctionBody,
} from '../../../../domain/schemas/admin-users.ts';
import { type UserRole, userRole } from '../../../../domain/schemas/auth.ts';
import type { ToastInput } from '../../../lib/toast.ts';
import type { UsersQuery } from '../api/users.ts';

// The words of the users screen (issue 13 §5), kept apart from the components so they are tested.

export const roleLabels: Record<UserRole, string> = {
  customer: m.admin_users_role_customer(),
  owner: m.admin_users_role_owner(),
  admin: m.admin_users_role_admin(),
};

/** "Ravi Kumar is now an owner." */
const roleNow: Record<UserRole, (inputs: { name: string }) => string> = {
  customer: m.admin_users_now_customer,
  owner: m.admin_users_now_owner,
  admin: m.admin_users_now_admin,
};
export const roleUpdatedText = (name: string, role: UserRole) => roleNow[role]({ name });

export const sanctionKindLabels: Record<SanctionKind, string> = {
  warning: m.admin_users_kind_warning(),
  suspension: m.admin_users_kind_suspension(),
  ban: m.admin_users_kind_ban(),
};

const historyKindLabels: Record<HistoryKind, string> = {
  ...sanctionKindLabels,
  reinstatement: m.admin_users_kind_reinstatement(),
};

/** "Active", "Suspended until 12 Mar 2027" or "Banned". */
export function standingLabel(row: Pick<AdminUserRow, 'standing' | 'suspendedUntil'>): string {
  if (row.standing === 'banned') return m.admin_users_standing_banned();
  if (row.standing === 'suspended' && row.suspendedUntil)
    return m.admin_users_standing_suspended_until({ date: indiaDate(row.suspendedUntil) });
  return m.admin_users_standing_active();
}

/** The toast once the server has recorded a sanction. */
export function sanctionToast(given: Pick<Sanction, 'kind' | 'endsAt'>): ToastInput {
  if (given.kind === 'warning')
    return { title: m.admin_users_warning_recorded(), description: m.admin_users_warning_recorded_text() };
  if (given.kind === 'ban')
    return { title: m.admin_users_banned_toast(), description: m.admin_users_signed_out_everywhere() };
  return {
    title: m.admin_users_suspended_toast({ date: indiaDate(given.endsAt!) }),
    description: m.admin_users_signed_out_everywhere(),
  };
}

/** One line of the history: "Temporary suspension, 7 days (until 12 Mar 2027)". */
export function sanctionSummary(s: Pick<Sanction, 'kind' | 'days' | 'endsAt'>): string {
  if (s.kind === 'suspension' && s.days && s.endsAt)
    return m.admin_users_suspension_summary({ days: s.days, date: indiaDate(s.endsAt) });
  return historyKindLabels[s.kind];
}

/** Lifting early: the button for a suspended or banned user's standing, and the toast once lifted. */
export const liftLabel = (standing: 'suspended' | 'banned') =>
  standing === 'banned' ? m.admin_users_lift_ban() : m.admin_users_lift_suspension();
export const liftFailedText = (standing: 'suspended' | 'banned') =>
  standing === 'banned' ? m.admin_users_lift_ban_failed() : m.admin_users_lift_suspension_failed();
export const liftedToast = (standing: 'suspended' | 'banned', name: string): ToastInput => ({
  title: standing === 'banned' ? m.admin_users_ban_lifted() : m.admin_users_suspension_lifted(),
  description: m.admin_users_lifted_text({ name }),
});

/** The reason to lift a sanction, checked by the server's schema: the body, or its message. */
export function checkReinstatement(reason: string): { body: { reason: string } } | { error: string } {
  const result = reinstatementBody.safeParse({ reason });
  return result.success ? { body: result.data } : { error: result.error.issues[0]!.message };
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The users screen's filter and page, read from the address (anything unknown left out). */
export function usersQueryOf(search: string): UsersQuery {
  const params = new URLSearchParams(search);
  const role = userRole.safeParse(params.get('role'));
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    role: role.success ? role.data : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export type SanctionDraft = { kind: SanctionKind; days: string; reason: string };
export type SanctionErrors = Partial<Record<'days' | 'reason', string>>;

/** The form's values as the request body, or the schema's own messages under the fields. */
export function checkSanction(draft: SanctionDraft): { body: SanctionBody } | { errors: SanctionErrors } {
  const days = draft.days.trim() === '' ? undefined : Number(draft.days);
  const result = sanctionBody.safeParse(
    draft.kind === 'suspension'
      ? { kind: draft.kind, days, reason: draft.reason }
      : { kind: draft.kind, reason: draft.reason },
  );
  if (result.success) return { body: result.data };
  const errors: SanctionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'days' || field === 'reason') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
