// Screenshots of messages and notifications: `BASE_URL=http://localhost:5000 npx tsx e2e/messages-screenshots.ts [outDir]`.
// Against a running server with the demo data. First, through the API, the demo customer asks the demo
// owner about two listings (one message with a phone number, hidden before booking) and asks to book
// one by contact (a system line); the owner answers. Then per theme and width: the guest's list, the
// guest's and the host's open conversation, the question dialog on the property page, the empty list
// of a new account, /notifications and the profile's mail settings. While the server has no
// notifications API yet (it answers 404) the notification shots are fed sample items of its contract,
// and say so in their name.
import type { Page } from 'playwright-core';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import type { SentMessage } from '../domain/schemas/messages.ts';
import type { Availability, StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { launchChromium } from './browser.ts';
import { registerOwner } from './journey-kit.ts';
import {
  base,
  call,
  combinations,
  demoAccounts,
  screenshotsOf,
  signedIn,
  themedContext,
} from './screenshot-kit.ts';

const shoot = screenshotsOf('messages');
const isoInIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const browser = await launchChromium();
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
// A request by contact: its system line in the conversation.
const calendar = await call<Availability>(
  guest.request,
  'GET',
  `/api/properties/${second.id}/availability?from=${isoInIndia(300)}&to=${isoInIndia(360)}`,
);
const i = calendar.nights.findIndex((night, j) => night.available && calendar.nights[j + 1]?.available);
const stay = { checkIn: calendar.nights[i]!.date, checkOut: calendar.nights[i + 2]!.date };
const quote = await call<StayQuoteAnswer>(
  guest.request,
  'GET',
  `/api/properties/${second.id}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
);
await call(guest.request, 'POST', '/api/bookings', {
  propertyId: second.id,
  checkInDate: stay.checkIn,
  checkOutDate: stay.checkOut,
  adults: 2,
  totalAmount: quote.total,
  paymentMethod: 'contact',
});
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

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** Sample notifications of the contract, for a server that does not answer /api/notifications yet. */
async function notificationsOrSample(page: Page) {
  const answer = await page.request.get(`${base}/api/notifications/unread-count`);
  if (answer.status() !== 404) return '';
  const now = Date.now();
  const items = [
    [
      'new_message',
      'New message from Meena',
      'Happy to help with the pick-up once your booking is confirmed.',
      `/messages/${talk}`,
      5,
      null,
    ],
    [
      'booking_accepted',
      'Request accepted',
      'Your stay at Sea Breeze Villa, 12 – 15 Mar 2027, is confirmed.',
      '/trips',
      90,
      null,
    ],
    [
      'refund_processed',
      'Refund processed',
      '₹12,400 is on its way back to your card.',
      '/payments',
      60 * 26,
      'read',
    ],
    [
      'review_received',
      'Meena responded to your review',
      '“Thank you for staying with us!”',
      '/trips',
      60 * 24 * 9,
      'read',
    ],
  ].map(([kind, title, body, link, minutesAgo, read], n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    kind,
    title,
    body,
    link,
    createdAt: new Date(now - Number(minutesAgo) * 60_000).toISOString(),
    readAt: read ? new Date(now).toISOString() : null,
  }));
  await page.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: 2 } }));
  await page.route('**/api/notifications', (route) => route.fulfill({ json: items }));
  await page.route('**/api/user/notification-preferences', (route) =>
    route.fulfill({ json: { messages: true, reminders: true, marketing: false } }),
  );
  return '-sample';
}

for (const { theme, width, tag } of combinations()) {
  const guestContext = await signedIn(browser, demoAccounts.customer, width, theme);
  const page = await guestContext.newPage();
  const sample = await notificationsOrSample(page);

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

  await page.goto(`${base}/notifications`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
  await shoot(page, `notifications${sample}-${tag}`, false);

  await page.goto(`${base}/profile#notification-preferences`, { waitUntil: 'networkidle' });
  await page.locator('#notification-preferences').scrollIntoViewIfNeeded();
  await shoot(page, `preferences${sample}-${tag}`, false);
  await guestContext.close();

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
  await hostContext.close();

  const fresh = await themedContext(browser, width, theme);
  await registerOwner(fresh, { tag: `messages.${tag}` }, base);
  const freshPage = await fresh.newPage();
  await freshPage.goto(`${base}/messages`, { waitUntil: 'networkidle' });
  await freshPage.getByText('No messages yet', { exact: true }).waitFor();
  await shoot(freshPage, `empty-${tag}`, false);
  await fresh.close();
}
await owner.close();
await guest.close();
await browser.close();
