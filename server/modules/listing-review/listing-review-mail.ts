import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';

// What the owner hears when an admin reviews their listing (issue 13 §4): live with its link, or not
// approved with the admin's reason and the link to edit and resubmit it.

type Reviewed = { id: string; title: string; ownerEmail: string; ownerFirstName: string | null };

const hello = (listing: Reviewed) => greeting(listing.ownerFirstName);
const titleOf = (listing: Reviewed) => listing.title.trim() || 'Your listing';

export function listingApprovedMail(appUrl: string, listing: Reviewed): Mail {
  return {
    to: listing.ownerEmail,
    subject: `Your listing is live: ${titleOf(listing)}`,
    text: [
      hello(listing),
      '',
      `Good news: "${titleOf(listing)}" was approved. Travellers can now find and book it on Basera.`,
      '',
      `See it as guests do: ${appUrl}/property/${listing.id}`,
      `Your listings: ${appUrl}/owner`,
      '',
    ].join('\n'),
  };
}

export function listingRejectedMail(appUrl: string, listing: Reviewed, reason: string): Mail {
  return {
    to: listing.ownerEmail,
    subject: `Your listing was not approved: ${titleOf(listing)}`,
    text: [
      hello(listing),
      '',
      `An admin did not approve "${titleOf(listing)}", so travellers cannot find or book it. The reason:`,
      '',
      reason,
      '',
      'Edit the listing and save it: it goes back for review at once.',
      `Edit it: ${appUrl}/owner/property/${listing.id}/edit`,
      '',
    ].join('\n'),
  };
}

/** An admin deleted the listing (only one never booked can be): the owner is told, and where to ask why. */
export function listingDeletedMail(appUrl: string, listing: Reviewed): Mail {
  return {
    to: listing.ownerEmail,
    subject: `Your listing was removed: ${titleOf(listing)}`,
    text: [
      hello(listing),
      '',
      `An admin removed "${titleOf(listing)}" from Basera, with its photos and calendar. It had no bookings, so no guest is affected.`,
      '',
      `If you think this is a mistake, contact us: ${appUrl}/help`,
      `Your listings: ${appUrl}/owner`,
      '',
    ].join('\n'),
  };
}
