import { m } from '#i18n/messages.js';
import { WIZARD_STEPS } from '../../../domain/rules/listing-wizard.ts';
import type { DraftRecord, OwnerStats } from '../../../domain/schemas/listings.ts';
import { type ListingTone, listingTone } from '../../components/listing/listing-status.ts';
import { formatStayDate, fromIsoDate } from '../../lib/calendar-dates.ts';
import { formatDate, formatPrice } from '../../lib/formatters.ts';

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
      ? m.host_status_rejected_reason({ reason: listing.rejectionReason.trim() })
      : m.host_status_rejected();
  if (!listing.isListed) return m.host_status_unlisted();
  switch (listingTone(listing.status)) {
    case 'approved':
      return m.host_status_live();
    case 'pending':
      return m.host_status_pending();
    default:
      return m.host_status_draft();
  }
}

/** "Step 4 of 11", the step kept inside the wizard's range. */
export function draftStepText(step: number): string {
  const current = Math.min(WIZARD_STEPS, Math.max(1, Math.round(step) || 1));
  return m.host_draft_step({ current, total: WIZARD_STEPS });
}

export function draftTitle(draft: Pick<DraftRecord, 'draftData'>): string {
  return draft.draftData.title?.trim() || m.host_untitled_listing();
}

export function greeting(firstName: string | null | undefined): string {
  return firstName?.trim() ? m.host_greeting_named({ name: firstName.trim() }) : m.host_greeting();
}

export type StatTile = { label: string; value: string };

/** The listings tile: how many in all, and how many in each status (live first), as "3 live". */
export function listingCounts(listings: OwnerStats['listings']) {
  const byStatus: { tone: ListingTone; text: string; count: number }[] = [
    { tone: 'approved', text: m.host_listings_live({ count: listings.approved }), count: listings.approved },
    {
      tone: 'pending',
      text: m.host_listings_in_review({ count: listings.pending }),
      count: listings.pending,
    },
    { tone: 'draft', text: m.host_listings_draft({ count: listings.draft }), count: listings.draft },
    {
      tone: 'rejected',
      text: m.host_listings_rejected({ count: listings.rejected }),
      count: listings.rejected,
    },
  ];
  return { total: byStatus.reduce((sum, item) => sum + item.count, 0), byStatus };
}

/** The other tiles: bookings to come, requests to answer, and this month's earnings in rupees. */
export function statTiles(stats: OwnerStats): StatTile[] {
  return [
    { label: m.host_stat_upcoming_reservations(), value: String(stats.upcomingReservations) },
    { label: m.host_stat_pending_requests(), value: String(stats.pendingRequests) },
    { label: m.host_stat_earnings_this_month(), value: formatPrice(stats.earningsThisMonth) },
  ];
}

/** "1 guest", "4 guests". */
export const guestsText = (count: number) => m.host_guests({ count });

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
  const date = formatDate(instant);
  return date ? m.host_saved_on({ date }) : '';
}

/** "12 Mar 2027 – 15 Mar 2027 · 3 nights". */
export function stayText(checkIn: string, checkOut: string): string {
  const nights = nightsBetween(checkIn, checkOut);
  const dates = `${formatStayDate(checkIn)} – ${formatStayDate(checkOut)}`;
  return nights > 0 ? `${dates} · ${m.host_nights({ count: nights })}` : dates;
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
