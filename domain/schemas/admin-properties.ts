import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { propertyStatus, rupees } from './properties.ts';

// Property management (admin-and-host §2, §3 "Property as listed for admin"; issue 13).

export const adminPropertyQuery = z.object({
  status: propertyStatus.optional(),
  /** Matches title, city, state or the owner's name or email, any case. */
  q: z
    .string()
    .trim()
    .max(100, { error: () => m.validation_search_too_long({ max: 100 }) })
    .optional(),
});

export const adminPropertyRow = z.object({
  id: z.string(),
  title: z.string(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  propertyType: z.object({ name: z.string() }).nullable(),
  destination: z.object({ name: z.string() }).nullable(),
  /** City and state as the table's Location shows them. */
  address: z.string(),
  basePrice: rupees,
  status: propertyStatus,
  isListed: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** Stays the owner cancelled on this listing (issue 12: admins watch hosts who cancel). */
  hostCancellations: z.number().int(),
  /** A banned owner's listing is out of search whatever its status (decision 66). */
  owner: z.object({ id: z.string(), name: z.string(), email: z.string(), banned: z.boolean() }),
  createdAt: z.string(),
});
export type AdminPropertyRow = z.infer<typeof adminPropertyRow>;

/** The filtered rows plus the tiles' counts over all listings (whatever the filter). */
export const adminPropertyList = z.object({
  counts: z.object({ approved: z.number().int(), pending: z.number().int(), rejected: z.number().int() }),
  properties: z.array(adminPropertyRow),
});
export type AdminPropertyList = z.infer<typeof adminPropertyList>;

export const rejectListingBody = z
  .object({
    reason: z
      .string({ error: () => m.validation_reject_reason_required() })
      .trim()
      .min(1, { error: () => m.validation_reject_reason_required() })
      .max(1000, { error: () => m.validation_reason_too_long({ max: 1000 }) }),
  })
  .meta({
    examples: [{ reason: 'The photos show a different property. Please upload photos of this home.' }],
  });
