import { m } from '#i18n/messages.js';

// A listing's review status in words and colour, as the owner's pages and the admin's table show it
// (admin-and-host §4): one colour per status; any other value wears the draft (neutral) colour.

export type ListingTone = 'approved' | 'pending' | 'rejected' | 'draft';

const statusWords: Record<ListingTone, string> = {
  approved: m.ui_listing_status_approved(),
  pending: m.ui_listing_status_pending(),
  rejected: m.ui_listing_status_rejected(),
  draft: m.ui_listing_status_draft(),
};

export function listingTone(status: string): ListingTone {
  return status === 'approved' || status === 'pending' || status === 'rejected' ? status : 'draft';
}

/** "Approved", "Pending", "Rejected", "Draft"; an unknown status reads as it is, capitalised. */
export function listingStatusLabel(status: string): string {
  const tone = listingTone(status);
  if (tone !== 'draft' || status === 'draft') return statusWords[tone];
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : statusWords.draft;
}
