import type { ListedReview } from '../../../domain/schemas/after-booking.ts';

import type { ListedReviewRow } from '../../db/listed-reviews-sql.ts';

export type { ListedReviewRow };

/** The review as the API lists it: the guest by first name and initial, instants in UTC. */
export function listedReviewOf(row: ListedReviewRow): ListedReview {
  return {
    id: row.id,
    guestName: guestNameOf(row.guestFirstName, row.guestLastName),
    rating: row.rating,
    comment: row.comment,
    createdAt: new Date(row.createdAt).toISOString(),
    hostResponse:
      row.hostResponse === null
        ? null
        : { text: row.hostResponse, createdAt: new Date(row.hostRespondedAt ?? row.createdAt).toISOString() },
  };
}

/** A reviewer as the page names them: first name and last initial ("Asha K."); "Guest" with no name. */
export function guestNameOf(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim()[0];
  const name = [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
  return name || 'Guest';
}
