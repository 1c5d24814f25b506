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

export const roleLabels: Record<UserRole, string> = { customer: 'Customer', owner: 'Owner', admin: 'Admin' };

/** "Ravi Kumar is now an owner." */
export const roleUpdatedText = (name: string, role: UserRole) =>
  `${name} is now ${role === 'customer' ? 'a customer' : `an ${role}`}.`;

export const sanctionKindLabels: Record<SanctionKind, string> = {
  warning: 'Warning',
  suspension: 'Temporary suspension',
  ban: 'Permanent ban',
};

const historyKindLabels: Record<HistoryKind, string> = { ...sanctionKindLabels, reinstatement: 'Reinstated' };

/** "Active", "Suspended until 12 Mar 2027" or "Banned". */
export function standingLabel(row: Pick<AdminUserRow, 'standing' | 'suspendedUntil'>): string {
  if (row.standing === 'banned') return 'Banned';
  if (row.standing === 'suspended' && row.suspendedUntil)
    return `Suspended until ${indiaDate(row.suspendedUntil)}`;
  return 'Active';
}

/** The toast once the server has recorded a sanction. */
export function sanctionToast(given: Pick<Sanction, 'kind' | 'endsAt'>): ToastInput {
  if (given.kind === 'warning')
    return { title: 'Warning recorded', description: 'The user has been told by email.' };
  if (given.kind === 'ban') return { title: 'User banned', description: 'They were signed out everywhere.' };
  return {
    title: `User suspended until ${indiaDate(given.endsAt!)}`,
    description: 'They were signed out everywhere.',
  };
}

/** One line of the history: "Temporary suspension, 7 days (until 12 Mar 2027)". */
export function sanctionSummary(s: Pick<Sanction, 'kind' | 'days' | 'endsAt'>): string {
  if (s.kind === 'suspension' && s.days && s.endsAt)
    return `${sanctionKindLabels.suspension}, ${s.days} days (until ${indiaDate(s.endsAt)})`;
  return historyKindLabels[s.kind];
}

/** Lifting early: the button for a suspended or banned user's standing, and the toast once lifted. */
export const liftLabel = (standing: 'suspended' | 'banned') =>
  standing === 'banned' ? 'Lift ban' : 'Lift suspension';
export const liftedToast = (standing: 'suspended' | 'banned', name: string): ToastInput => ({
  title: standing === 'banned' ? 'Ban lifted' : 'Suspension lifted',
  description: `${name} can sign in again and has been told by email.`,
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
