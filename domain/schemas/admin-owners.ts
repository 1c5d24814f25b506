import { z } from 'zod';
import { m } from '#i18n/messages.js';

/** GET /api/admin/owners?q=: the admin wizard finds the owner it lists for (decision 53). */
export const MAX_OWNER_MATCHES = 20;

export const ownerSearchQuery = z.object({
  q: z
    .string()
    .max(100, { error: () => m.validation_max_chars({ max: 100 }) })
    .default('')
    .transform((q) => q.trim())
    .meta({ example: 'meera' }),
});

export const ownerMatch = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type OwnerMatch = z.infer<typeof ownerMatch>;

/** At most 20 owners whose name or email contains q (any case), by name. */
export const ownerMatchList = z.array(ownerMatch);
