import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { MAX_WISHLIST_NAME } from '../rules/wishlists.ts';
import { propertyCardList, propertyIdParams } from './properties.ts';

/** The API contract of named wishlists (decision 115): a traveller's lists of saved stays. */

/** A list's name as typed: trimmed, 1 to 50 characters. */
export const wishlistName = z
  .string({ error: () => m.validation_required() })
  .trim()
  .min(1, { error: () => m.validation_not_empty() })
  .max(MAX_WISHLIST_NAME, { error: () => m.validation_max_chars({ max: MAX_WISHLIST_NAME }) });

/** PATCH /api/wishlists/{wishlistId}: a new name. */
export const renameWishlistRequest = z
  .object({ name: wishlistName })
  .meta({ examples: [{ name: 'Goa with friends' }] });
export type RenameWishlistRequest = z.input<typeof renameWishlistRequest>;

/** POST /api/wishlists: a new list, and the stay to save into it at once (the heart's chooser). */
export const createWishlistRequest = z
  .object({ name: wishlistName, propertyId: propertyIdParams.shape.id.optional() })
  .meta({ examples: [{ name: 'Monsoon weekends', propertyId: '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10' }] });
export type CreateWishlistRequest = z.input<typeof createWishlistRequest>;

const wishlistId = z
  .uuid({ error: () => m.wishlists_validation_id() })
  .meta({ example: '3c9e1f7a-2b4d-4e6f-8a1b-9c0d2e3f4a5b' });

export const wishlistParams = z.object({ wishlistId });
/** `/api/wishlists/{wishlistId}/properties/{propertyId}`: one stay in one list. */
export const wishlistEntryParams = z.object({ wishlistId, propertyId: propertyIdParams.shape.id });

/** A list as the traveller's lists show it. Counts and cover count only stays that are public now. */
export const wishlistSummary = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** The first photo of the stay saved last; null for an empty list or a stay without photos. */
  coverPhotoUrl: z.string().nullable(),
  /** When the list was made or a stay last saved into it: the chooser preselects the latest. */
  lastUsedAt: z.string().meta({ example: '2027-03-12T08:35:00.000Z' }),
});
export type WishlistSummary = z.infer<typeof wishlistSummary>;

export const wishlistSummaryList = z.array(wishlistSummary);

/** One list with its stays as home cards, newest saved first. */
export const wishlistDetail = wishlistSummary.extend({ properties: propertyCardList });
export type WishlistDetail = z.infer<typeof wishlistDetail>;
