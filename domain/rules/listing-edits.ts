// What an owner's edit does to a listing's review state (decision 52). The edit itself must pass the
// review checklist (listing-wizard.ts); this decides only the status it leaves the listing in.

export type ListingStatus = 'draft' | 'pending' | 'approved' | 'rejected';

/** What the admin's review checked besides the content: the kind of place and where it is. */
export interface ReviewedFacts {
  propertyTypeId: string | null;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  /** Degrees as text (as the form and the numeric columns hold them). */
  latitude: string | null;
  longitude: string | null;
}

export interface EditOutcome {
  status: ListingStatus;
  /** Kept as it was, or null when the edit resubmits a rejected listing. */
  rejectionReason: string | null;
  /** True when the listing (again) waits for an admin's review. */
  needsReview: boolean;
}

const text = (value: string | null) => (value ?? '').trim();
const sameText = (a: string | null, b: string | null) => text(a).toLowerCase() === text(b).toLowerCase();

/** Coordinates compare as stored: degrees rounded to 6 decimals (numeric(9,6)). */
const sameCoordinate = (a: string | null, b: string | null) => {
  if (text(a) === '' || text(b) === '') return text(a) === text(b);
  const micro = (value: string | null) => Math.round(Number(text(value)) * 1_000_000);
  return micro(a) === micro(b);
};

/** Whether the edit changes what the review checked: the property type or the address/location. */
export function changesReviewedFacts(before: ReviewedFacts, after: ReviewedFacts): boolean {
  return !(
    text(before.propertyTypeId) === text(after.propertyTypeId) &&
    sameText(before.addressLine1, after.addressLine1) &&
    sameText(before.city, after.city) &&
    sameText(before.state, after.state) &&
    text(before.pincode) === text(after.pincode) &&
    sameCoordinate(before.latitude, after.latitude) &&
    sameCoordinate(before.longitude, after.longitude)
  );
}

/**
 * The status after a complete edit: an approved listing stays approved unless its property type or
 * address/location changed (then `pending`); a rejected (or draft) listing is resubmitted (`pending`,
 * the rejection reason cleared); a pending one stays pending.
 */
export function statusAfterEdit(
  listing: { status: ListingStatus; rejectionReason: string | null },
  before: ReviewedFacts,
  after: ReviewedFacts,
): EditOutcome {
  switch (listing.status) {
    case 'approved':
      return changesReviewedFacts(before, after)
        ? { status: 'pending', rejectionReason: null, needsReview: true }
        : { status: 'approved', rejectionReason: listing.rejectionReason, needsReview: false };
    case 'pending':
      return { status: 'pending', rejectionReason: listing.rejectionReason, needsReview: true };
    case 'rejected':
    case 'draft':
      return { status: 'pending', rejectionReason: null, needsReview: true };
  }
}
