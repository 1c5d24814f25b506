import { z } from 'zod';
import { userRole } from './auth.ts';

// Users and the community-guidelines ladder (traveller §4; issue 13).

export const ADMIN_USERS_PAGE_SIZE = 20;

const roleField = z.enum(userRole.options, { error: 'role must be customer, owner or admin' });

export const adminUserQuery = z.object({
  /** Matches name or email, any case. */
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters' }).optional(),
  role: roleField.optional(),
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});

export const userStanding = z.enum(['active', 'suspended', 'banned']);
export type UserStanding = z.infer<typeof userStanding>;

export const adminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRole,
  joinedAt: z.string(),
  listingCount: z.number().int(),
  bookingCount: z.number().int(),
  standing: userStanding,
  /** The end of a suspension in force, else null. */
  suspendedUntil: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserPage = z.object({
  users: z.array(adminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const sanctionKind = z.enum(['warning', 'suspension', 'ban']);
export type SanctionKind = z.infer<typeof sanctionKind>;

/** The history also records an admin lifting a suspension or ban early. */
export const historyKind = z.enum([...sanctionKind.options, 'reinstatement']);
export type HistoryKind = z.infer<typeof historyKind>;

export const sanction = z.object({
  id: z.string(),
  kind: historyKind,
  reason: z.string(),
  days: z.number().int().nullable(),
  endsAt: z.string().nullable(),
  givenBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Sanction = z.infer<typeof sanction>;

export const adminUserDetail = adminUserRow.extend({ sanctions: z.array(sanction) });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const roleChangeBody = z.object({ role: roleField }).meta({ examples: [{ role: 'owner' }] });

const reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(1, { error: 'Reason is required' })
  .max(1000, { error: 'Reason must be at most 1000 characters' });

export const MIN_SUSPENSION_DAYS = 7;
export const MAX_SUSPENSION_DAYS = 30;

export const sanctionBody = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('warning'), reason }),
      z.object({
        kind: z.literal('suspension'),
        days: z
          .number({
            error: `Days must be a whole number from ${MIN_SUSPENSION_DAYS} to ${MAX_SUSPENSION_DAYS}`,
          })
          .int({ error: `Days must be a whole number from ${MIN_SUSPENSION_DAYS} to ${MAX_SUSPENSION_DAYS}` })
          .min(MIN_SUSPENSION_DAYS, {
            error: `A suspension lasts ${MIN_SUSPENSION_DAYS} to ${MAX_SUSPENSION_DAYS} days`,
          })
          .max(MAX_SUSPENSION_DAYS, {
            error: `A suspension lasts ${MIN_SUSPENSION_DAYS} to ${MAX_SUSPENSION_DAYS} days`,
          }),
        reason,
      }),
      z.object({ kind: z.literal('ban'), reason }),
    ],
    { error: 'kind must be warning, suspension or ban' },
  )
  .meta({ examples: [{ kind: 'suspension', days: 7, reason: 'Repeated rude messages to hosts' }] });
export type SanctionBody = z.infer<typeof sanctionBody>;

export const userIdParams = z.object({
  id: z.uuid('must be a user id').meta({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
});

/** POST /api/admin/users/{id}/reinstatement: lift a suspension or ban early, saying why. */
export const reinstatementBody = z
  .object({ reason })
  .meta({ examples: [{ reason: 'Appeal accepted: the reported messages were sent by someone else.' }] });
