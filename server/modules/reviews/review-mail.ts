import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';

// The mails of reviews (issue 9 §5): plain text, the review itself, a link to the listing's page.

type Listing = { propertyId: string; title: string };
const pageOf = (appUrl: string, listing: Listing) => `${appUrl}/property/${listing.propertyId}`;

/** To the host when a guest reviews their listing: the rating, the words, and that they may answer. */
export function newReviewMail(
  appUrl: string,
  host: { email: string; firstName: string | null },
  listing: Listing,
  review: ListedReview,
): Mail {
  return {
    to: host.email,
    subject: `New review of ${listing.title}: ${review.rating} out of 5`,
    text: [
      `${greeting(host.firstName)}`,
      '',
      `${review.guestName} reviewed their stay at ${listing.title}.`,
      `Rating: ${review.rating} out of 5`,
      '',
      review.comment ?? '',
      '',
      'You may publish one public response under it, from the review on your listing page:',
      pageOf(appUrl, listing),
      '',
    ].join('\n'),
  };
}

/** To the guest when the host answers their review in public. */
export function hostResponseMail(
  appUrl: string,
  guest: { email: string; firstName: string | null },
  host: { firstName: string | null },
  listing: Listing,
  response: string,
): Mail {
  return {
    to: guest.email,
    subject: `The host of ${listing.title} responded to your review`,
    text: [
      `${greeting(guest.firstName)}`,
      '',
      `${host.firstName ?? 'The host'} responded to your review of ${listing.title}:`,
      '',
      response,
      '',
      `See it on the listing's page: ${pageOf(appUrl, listing)}`,
      '',
    ].join('\n'),
  };
}
