import { m } from '#i18n/messages.js';
import type { Language } from '../../../domain/rules/language/languages.ts';
import { pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';

// What the owner hears when an admin reviews their listing (issue 13 §4): live with its link, or not
// approved with the admin's reason and the link to edit and resubmit it; in the owner's language.

type Reviewed = {
  id: string;
  title: string;
  ownerEmail: string;
  ownerFirstName: string | null;
  ownerLanguage: Language;
};

const optionsOf = (listing: Reviewed) => ({ locale: listing.ownerLanguage });
const hello = (listing: Reviewed) => greeting(listing.ownerFirstName, listing.ownerLanguage);
const titleOf = (listing: Reviewed) =>
  listing.title.trim() || m.mail_listing_title_fallback({}, optionsOf(listing));

export function listingApprovedMail(appUrl: string, listing: Reviewed): Mail {
  const options = optionsOf(listing);
  const title = titleOf(listing);
  return {
    to: listing.ownerEmail,
    subject: m.mail_listing_approved_subject({ title }, options),
    text: [
      hello(listing),
      '',
      m.mail_listing_approved_intro({ title }, options),
      '',
      m.mail_listing_see_as_guest(
        { link: pageUrl(appUrl, `/property/${listing.id}`, options.locale) },
        options,
      ),
      m.mail_line_your_listings({ link: pageUrl(appUrl, '/owner', options.locale) }, options),
      '',
    ].join('\n'),
  };
}

export function listingRejectedMail(appUrl: string, listing: Reviewed, reason: string): Mail {
  const options = optionsOf(listing);
  const title = titleOf(listing);
  return {
    to: listing.ownerEmail,
    subject: m.mail_listing_rejected_subject({ title }, options),
    text: [
      hello(listing),
      '',
      m.mail_listing_rejected_intro({ title }, options),
      '',
      reason,
      '',
      m.mail_listing_rejected_resubmit({}, options),
      m.mail_listing_edit_link(
        { link: pageUrl(appUrl, `/owner/property/${listing.id}/edit`, options.locale) },
        options,
      ),
      '',
    ].join('\n'),
  };
}

/** An admin deleted the listing (only one never booked can be): the owner is told, and where to ask why. */
export function listingDeletedMail(appUrl: string, listing: Reviewed): Mail {
  const options = optionsOf(listing);
  const title = titleOf(listing);
  return {
    to: listing.ownerEmail,
    subject: m.mail_listing_deleted_subject({ title }, options),
    text: [
      hello(listing),
      '',
      m.mail_listing_deleted_intro({ title }, options),
      '',
      m.mail_listing_deleted_contact({ link: pageUrl(appUrl, '/help', options.locale) }, options),
      m.mail_line_your_listings({ link: pageUrl(appUrl, '/owner', options.locale) }, options),
      '',
    ].join('\n'),
  };
}
