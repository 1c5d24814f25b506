import { m } from '#i18n/messages.js';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import { pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';

// The mails of reviews (issue 9 §5): plain text, the review itself, a link to the listing's page,
// in the reader's language.

type Listing = { propertyId: string; title: string };
type Reader = { email: string; firstName: string | null; language: Language };
const pageOf = (appUrl: string, listing: Listing, reader: Reader) =>
  pageUrl(appUrl, `/property/${listing.propertyId}`, reader.language);

/** To the host when a guest reviews their listing: the rating, the words, and that they may answer. */
export function newReviewMail(appUrl: string, host: Reader, listing: Listing, review: ListedReview): Mail {
  const options = { locale: host.language };
  return {
    to: host.email,
    subject: m.mail_review_new_subject({ title: listing.title, rating: review.rating }, options),
    text: [
      greeting(host.firstName, host.language),
      '',
      m.mail_review_new_intro({ guest: review.guestName, title: listing.title }, options),
      m.mail_review_line_rating({ rating: review.rating }, options),
      '',
      review.comment ?? '',
      '',
      m.mail_review_may_respond({}, options),
      pageOf(appUrl, listing, host),
      '',
    ].join('\n'),
  };
}

/** To the guest when the host answers their review in public. */
export function hostResponseMail(
  appUrl: string,
  guest: Reader,
  host: { firstName: string | null },
  listing: Listing,
  response: string,
): Mail {
  const options = { locale: guest.language };
  return {
    to: guest.email,
    subject: m.mail_review_response_subject({ title: listing.title }, options),
    text: [
      greeting(guest.firstName, guest.language),
      '',
      m.mail_review_response_intro(
        { host: host.firstName ?? m.mail_review_host_fallback({}, options), title: listing.title },
        options,
      ),
      '',
      response,
      '',
      m.mail_review_see_on_page({ link: pageOf(appUrl, listing, guest) }, options),
      '',
    ].join('\n'),
  };
}
