import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { userRole } from './auth.ts';

// Users and the community-guidelines ladder (traveller §4; issue 13).

export const ADMIN_USERS_PAGE_SIZE = 20;

const roleField = z.enum(userRole.options, { error: () => m.validation_role_any() });

export const adminUserQuery = z.object({
  /** Matches name or email, any case. */
  q: z
    .string()
    .trim()
    .max(100, { error: () => m.validation_search_too_long({ max: 100 }) })
    .optional(),
  role: roleField.optional(),
  page: z.coerce
    .number({ error: () => m.validation_page_number({ min: 1 }) })
    .int()
    .min(1)
    .max(10_000)
    .default(1),
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
  .string({ error: () => m.validation_reason_required() })
  .trim()
  .min(1, { error: () => m.validation_reason_required() })
  .max(1000, { error: () => m.validation_reason_too_long({ max: 1000 }) });

export const MIN_SUSPENSION_DAYS = 7;
export const MAX_SUSPENSION_DAYS = 30;
const suspensionDays = { min: MIN_SUSPENSION_DAYS, max: MAX_SUSPENSION_DAYS };
const daysWhole = () => m.validation_suspension_days_whole(suspensionDays);
const daysRange = () => m.validation_suspension_days_range(suspensionDays);

export const sanctionBody = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('warning'), reason }),
      z.object({
        kind: z.literal('suspension'),
        days: z
          .number({ error: daysWhole })
          .int({ error: daysWhole })
          .min(MIN_SUSPENSION_DAYS, { error: daysRange })
          .max(MAX_SUSPENSION_DAYS, { error: daysRange }),
        reason,
      }),
      z.object({ kind: z.literal('ban'), reason }),
    ],
    { error: () => m.validation_sanction_kind() },
  )
  .meta({ examples: [{ kind: 'suspension', days: 7, reason: 'Repeated rude messages to hosts' }] });
export type SanctionBody = z.infer<typeof sanctionBody>;

export const userIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_user_id() })
    .meta({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
});

/** POST /api/admin/users/{id}/reinstatement: lift a suspension or ban early, saying why. */
export const reinstatementBody = z
  .object({ reason })
  .meta({ examples: [{ reason: 'Appeal accepted: the reported messages were sent by someone else.' }] });
