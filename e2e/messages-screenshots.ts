// Screenshots of messages and notifications: `BASE_URL=http://localhost:5000 npx tsx e2e/messages-screenshots.ts [outDir]`.
// Against a running server with the demo data, all of it real (made through the API first): the demo
// customer asks the demo owner about two listings (one message with a phone number, hidden before
// booking) and asks to book one by contact, which the owner accepts (system lines); the owner answers.
// A new traveller, Nisha, has one request accepted and one declined and a message from the owner: her
// /notifications (the oldest read) and mail settings. Then per theme and width: the guest's list, the
// guest's and the host's open conversation, the question dialog on the property page, Nisha's
// notifications and mail settings (and a save that fails), the host's notifications, and a new
// account's empty messages and notifications.
import type { Page } from 'playwright-core';
import type { BookingDetail } from '../domain/schemas/bookings.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import type { SentMessage } from '../domain/schemas/messages.ts';
import type { NotificationAnswer } from '../domain/schemas/notifications.ts';
import type { Availability, StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { registerOwner } from './journey-kit.ts';
import { base, call, demoAccounts, screenshotRun, signedIn, themedContext } from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('messages');
const isoInIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const owner = await signedIn(browser, demoAccounts.owner, 1280, 'light');
const guest = await signedIn(browser, demoAccounts.customer, 1280, 'light');
const listings = (await call<OwnerPropertySummary[]>(owner.request, 'GET', '/api/owner/properties')).filter(
  (listing) => listing.status === 'approved' && listing.isListed,
);
const [first, second] = listings as [OwnerPropertySummary, OwnerPropertySummary];

const ask = async (propertyId: string, body: string) =>
  (await call<SentMessage>(guest.request, 'POST', '/api/conversations', { propertyId, body })).conversationId;
const send = (who: typeof guest, id: string, body: string) =>
  call(who.request, 'POST', `/api/conversations/${id}/messages`, { body });

const talk = await ask(
  first.id,
  'Hello! We are 2 adults and 1 child, arriving around 14:00. Is the terrace shaded in the afternoon?',
);
await send(
  owner,
  talk,
  'Hello Asha, yes: the terrace faces east, so it is in shade from noon.\nCheck-in from 14:00 is fine.',
);
await send(guest, talk, 'Lovely. Could you call me on 98765 43210 to talk about the airport pick-up?');
await send(owner, talk, 'Happy to help with the pick-up once your booking is confirmed.');
const other = await ask(second.id, 'Is there parking for one car?');

/** Two free nights on the listing from `fromDays` ahead, requested by contact as `who`: the booking's id. */
async function requestStay(who: typeof guest, propertyId: string, fromDays: number) {
  const calendar = await call<Availability>(
    who.request,
    'GET',
    `/api/properties/${propertyId}/availability?from=${isoInIndia(fromDays)}&to=${isoInIndia(fromDays + 60)}`,
  );
  const i = calendar.nights.findIndex((night, j) => night.available && calendar.nights[j + 1]?.available);
  const stay = { checkIn: calendar.nights[i]!.date, checkOut: calendar.nights[i + 2]!.date };
  const quote = await call<StayQuoteAnswer>(
    who.request,
    'GET',
    `/api/properties/${propertyId}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
  );
  const made = await call<BookingDetail>(who.request, 'POST', '/api/bookings', {
    propertyId,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: 2,
    totalAmount: quote.total,
    paymentMethod: 'contact',
  });
  return made.booking.id;
}
const answer = (id: string, action: 'accept' | 'decline', message?: string) =>
  call(owner.request, 'POST', `/api/owner/reservations/${id}/${action}`, message ? { message } : undefined);

// A request by contact, accepted: its system lines in the conversation.
await answer(await requestStay(guest, second.id, 300), 'accept');
await send(owner, other, 'Yes, one covered space by the gate.');
// A new guest (no booking) writes a phone number: the host reads it hidden, with the note.
const stranger = await themedContext(browser, 1280, 'light');
await registerOwner(stranger, { tag: 'messages.hidden', firstName: 'Kavya' }, base);
const hidden = (
  await call<SentMessage>(stranger.request, 'POST', '/api/conversations', {
    propertyId: second.id,
    body: 'Hi! Can I call you on 98765 43210 or write to kavya@example.com about the dates?',
  })
).conversationId;
await stranger.close();

// Nisha, new: one request accepted (read), one declined, and the owner's message about it.
const nisha = { email: `messages.nisha.${Date.now()}@example.com`, password: 'Journey1234' };
const nishaContext = await themedContext(browser, 1280, 'light');
await call(nishaContext.request, 'POST', '/api/auth/register', {
  ...nisha,
  firstName: 'Nisha',
  lastName: 'Rao',
});
const nishaAccepted = await requestStay(nishaContext, first.id, 200);
await answer(nishaAccepted, 'accept');
const nishaDeclined = await requestStay(nishaContext, second.id, 200);
await answer(nishaDeclined, 'decline', 'Sorry, the house is being repainted that week.');
const declinedTalk = await call<{ id: string }>(
  owner.request,
  'POST',
  `/api/conversations/for-booking/${nishaDeclined}`,
);
await send(owner, declinedTalk.id, 'The week after is free if that suits you, with the same price.');
const [newest, , oldest] = await call<NotificationAnswer[]>(
  nishaContext.request,
  'GET',
  '/api/notifications',
);
if (newest?.kind !== 'new_message' || oldest?.kind !== 'booking_accepted')
  throw new Error(`Nisha's notifications are not the three expected: ${newest?.kind}, ${oldest?.kind}`);
await call(nishaContext.request, 'POST', `/api/notifications/${oldest.id}/read`);
await nishaContext.close();

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' });

await eachCombination({ as: demoAccounts.customer }, async (guestContext, { theme, width, tag }) => {
  const page = await guestContext.newPage();
  await page.goto(`${base}/messages`, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Conversations' }).waitFor();
  await shoot(page, `list-${tag}`, false);

  await page.goto(`${base}/messages/${talk}`, { waitUntil: 'networkidle' });
  await thread(page).getByText('Happy to help with the pick-up').first().waitFor();
  await page.getByRole('textbox', { name: /^Message / }).fill('Thank you! See you soon.');
  await shoot(page, `conversation-guest-${tag}`, false);

  await page.goto(`${base}/messages/${other}`, { waitUntil: 'networkidle' });
  await thread(page).getByText('Yes, one covered space by the gate.').first().waitFor();
  await shoot(page, `conversation-booking-${tag}`, false);

  await page.goto(`${base}/property/${first.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Message Host' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Is the kitchen equipped for cooking?');
  await shoot(page, `ask-host-${tag}`, false);

  const nishaAt = await signedIn(browser, nisha, width, theme);
  const nishaPage = await nishaAt.newPage();
  await nishaPage.goto(`${base}/notifications`, { waitUntil: 'networkidle' });
  await notificationList(nishaPage).getByText('Booking request declined').waitFor();
  await shoot(nishaPage, `notifications-${tag}`, false);
  await nishaPage.getByRole('link', { name: 'Mail settings' }).click();
  const settings = nishaPage.locator('#notification-preferences');
  await settings.getByRole('switch').first().waitFor();
  await shoot(nishaPage, `preferences-${tag}`, false);
  // A save that cannot reach the server: the switch goes back and a toast says why.
  await nishaPage.route('**/api/user/notification-preferences', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.continue(),
  );
  await settings.getByRole('switch', { name: 'News and offers' }).click();
  await nishaPage.getByText('Your choice was not saved', { exact: true }).waitFor();
  await shoot(nishaPage, `preferences-error-${tag}`, false);
  await nishaAt.close();

  const hostContext = await signedIn(browser, demoAccounts.owner, width, theme);
  const hostPage = await hostContext.newPage();
  await hostPage.goto(`${base}/messages/${talk}`, { waitUntil: 'networkidle' });
  await thread(hostPage).getByText('Is the terrace shaded').first().waitFor();
  await shoot(hostPage, `conversation-host-${tag}`, false);
  await hostPage.goto(`${base}/messages/${hidden}`, { waitUntil: 'networkidle' });
  await thread(hostPage)
    .getByText(/^Hi! Can I call you on/)
    .first()
    .waitFor();
  await shoot(hostPage, `conversation-hidden-${tag}`, false);
  await hostPage.goto(`${base}/notifications`, { waitUntil: 'networkidle' });
  await notificationList(hostPage).getByText('New booking request').first().waitFor();
  await shoot(hostPage, `notifications-host-${tag}`, false);
  await hostContext.close();

  const fresh = await themedContext(browser, width, theme);
  await registerOwner(fresh, { tag: `messages.${tag}` }, base);
  const freshPage = await fresh.newPage();
  await freshPage.goto(`${base}/messages`, { waitUntil: 'networkidle' });
  await freshPage.getByText('No messages yet', { exact: true }).waitFor();
  await shoot(freshPage, `empty-${tag}`, false);
  await freshPage.goto(`${base}/notifications`, { waitUntil: 'networkidle' });
  await freshPage.getByText('No notifications yet', { exact: true }).waitFor();
  await shoot(freshPage, `notifications-empty-${tag}`, false);
  await fresh.close();
});
