import { format } from 'date-fns';
import { WIZARD_STEPS } from '../../../domain/rules/listing-wizard.ts';
import type { DraftRecord, OwnerStats } from '../../../domain/schemas/listings.ts';
import { type ListingTone, listingTone } from '../../components/listing/listing-status.ts';
import { formatStayDate, fromIsoDate } from '../../lib/calendar-dates.ts';
import { formatPrice, plural } from '../../lib/formatters.ts';

export {
  type ListingTone,
  listingStatusLabel,
  listingTone,
} from '../../components/listing/listing-status.ts';

// The words of the owner's pages (admin-and-host §2 Owner dashboard, §4), kept pure so they are tested.

/** What the owner's listing page says of where the listing stands. */
export function listingStatusSentence(listing: {
  status: string;
  isListed: boolean;
  rejectionReason: string | null;
}): string {
  if (listingTone(listing.status) === 'rejected')
    return listing.rejectionReason?.trim()
      ? `An admin did not approve this listing: ${listing.rejectionReason.trim()}`
      : 'An admin did not approve this listing.';
  if (!listing.isListed)
    return 'Unlisted: hidden from search and its page is closed to guests. Relist it whenever you are ready.';
  switch (listingTone(listing.status)) {
    case 'approved':
      return 'Live: guests can find and book this listing.';
    case 'pending':
      return 'Waiting for review: an admin checks every new listing. It is not yet visible to guests.';
    default:
      return 'Draft: finish the listing and publish it to send it for review.';
  }
}

/** "Step 4 of 11", the step kept inside the wizard's range. */
export function draftStepText(step: number): string {
  const current = Math.min(WIZARD_STEPS, Math.max(1, Math.round(step) || 1));
  return `Step ${current} of ${WIZARD_STEPS}`;
}

export function draftTitle(draft: Pick<DraftRecord, 'draftData'>): string {
  return draft.draftData.title?.trim() || 'Untitled listing';
}

export function greeting(firstName: string | null | undefined): string {
  return firstName?.trim() ? `Welcome back, ${firstName.trim()}` : 'Welcome back';
}

export type StatTile = { label: string; value: string };

/** The listings tile: how many in all, and how many in each status (live first). */
export function listingCounts(listings: OwnerStats['listings']) {
  const byStatus: { tone: ListingTone; label: string; count: number }[] = [
    { tone: 'approved', label: 'Live', count: listings.approved },
    { tone: 'pending', label: 'In review', count: listings.pending },
    { tone: 'draft', label: 'Draft', count: listings.draft },
    { tone: 'rejected', label: 'Rejected', count: listings.rejected },
  ];
  return { total: byStatus.reduce((sum, item) => sum + item.count, 0), byStatus };
}

/** The other tiles: bookings to come, requests to answer, and this month's earnings in rupees. */
export function statTiles(stats: OwnerStats): StatTile[] {
  return [
    { label: 'Upcoming reservations', value: String(stats.upcomingReservations) },
    { label: 'Pending requests', value: String(stats.pendingRequests) },
    { label: 'Earnings this month', value: formatPrice(stats.earningsThisMonth) },
  ];
}

/** "1 guest", "4 guests". */
export const guestsText = (count: number) => plural(count, 'guest');

/** The cover of a listing card: the marked cover, else the first photo, else none. */
export function coverUrl(photos: readonly { url: string; isMainPhoto: boolean }[]): string | null {
  return (photos.find((photo) => photo.isMainPhoto) ?? photos[0])?.url ?? null;
}

/** "Goa, Goa"; either part may be missing. */
export function placeText(listing: { city: string | null; state: string | null }): string {
  return [listing.city, listing.state].filter((part) => part?.trim()).join(', ');
}

/** "Saved 12 Mar 2027" from an instant; empty when it cannot be read. */
export function savedOnText(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : `Saved ${format(date, 'd MMM yyyy')}`;
}

/** "12 Mar 2027 – 15 Mar 2027 · 3 nights". */
export function stayText(checkIn: string, checkOut: string): string {
  const nights = nightsBetween(checkIn, checkOut);
  const dates = `${formatStayDate(checkIn)} – ${formatStayDate(checkOut)}`;
  return nights > 0 ? `${dates} · ${plural(nights, 'night')}` : dates;
}

function nightsBetween(checkIn: string, checkOut: string): number {
  const from = fromIsoDate(checkIn);
  const to = fromIsoDate(checkOut);
  if (!from || !to) return 0;
  return Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      86_400_000,
  );
}
