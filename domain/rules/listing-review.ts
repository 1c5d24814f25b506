// What an admin's review does to a listing (issue 13 §4): approve or reject, from which statuses, and
// when an answer changes nothing (the same answer twice: no change, no second mail to the owner).

import { m } from '#i18n/messages.js';
import type { Language } from './language/languages.ts';
import type { ListingStatus } from './listing-edits.ts';

export type ReviewDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export type ReviewOutcome =
  /** The listing changes to this; the owner is told. */
  | { kind: 'change'; status: 'approved' | 'rejected'; rejectionReason: string | null }
  /** It already stands so: nothing changes and nobody is mailed. */
  | { kind: 'unchanged' }
  /** This listing cannot be reviewed (409). */
  | { kind: 'refused'; message: string };

// The refusals are written in the language being written (the admin's request: decision 110), or
// in `language` where the API's own description quotes them.
const inLanguage = (language?: Language) => (language ? { locale: language } : {});

export const draftNotReviewable = (language?: Language) =>
  m.rules_listing_draft_not_reviewable({}, inLanguage(language));

/**
 * Approving: a pending listing goes live, and so does a rejected one (the admin changed their mind);
 * an approved one stays as it is. Rejecting, always with a reason: a pending listing is turned down,
 * an approved one taken down; a rejected one with the same reason stays as it is, with another reason
 * the reason is replaced (and the owner told). A draft was never submitted: neither.
 */
export function reviewOutcome(
  listing: { status: ListingStatus; rejectionReason: string | null },
  decision: ReviewDecision,
): ReviewOutcome {
  if (listing.status === 'draft') return { kind: 'refused', message: draftNotReviewable() };
  if (decision.action === 'approve')
    return listing.status === 'approved'
      ? { kind: 'unchanged' }
      : { kind: 'change', status: 'approved', rejectionReason: null };
  const reason = decision.reason.trim();
  if (listing.status === 'rejected' && (listing.rejectionReason ?? '').trim() === reason)
    return { kind: 'unchanged' };
  return { kind: 'change', status: 'rejected', rejectionReason: reason };
}

/** Why a listing cannot be deleted: bookings keep their history, so any booking refuses it. */
export type DeletionBlock = 'upcoming-bookings' | 'booking-history' | null;

export const deleteRefusedUpcoming = () => m.rules_listing_delete_upcoming();
export const deleteRefusedHistory = () => m.rules_listing_delete_history();

/** Upcoming bookings (pending or confirmed, not yet checked out) are named first; null: it may go. */
export function deletionBlock(bookings: { upcoming: number; total: number }): DeletionBlock {
  if (bookings.upcoming > 0) return 'upcoming-bookings';
  if (bookings.total > 0) return 'booking-history';
  return null;
}
