// Messages between a guest and a host (issue 26 §3) in Chromium against the real server, two browser
// contexts: a new guest asks the demo owner a question from the property page; the host, on a phone,
// with /messages already open, sees the unread count rise without reloading (the live stream, GET
// /api/events), opens the conversation and answers (Enter sends, Shift+Enter makes a new line); the
// guest sees the answer arrive, writes a phone number before booking and sees it hidden with the
// note, and reports the conversation. Away from the conversation, the guest's bell shows a count when
// the host writes again, and clears once the notification is opened. Then Message Host on the
// guest's trip and Message guest on the host's reservation land in the same conversation. Last, a new
// traveller's /notifications with the real notifications of their requests (one accepted, one
// declined) and a host's message: opening one follows its link, "Mark all as read" clears the bell,
// and the mail switch for messages saves and survives a reload.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../domain/rules/calendar-date.ts';
import { HIDDEN_CONTACT } from '../domain/rules/messages/contact-details.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import {
  atPath,
  base,
  freeStay,
  indiaPage,
  launchSharedBrowser,
  noSevereAxeViolations,
  ownerPage,
  quoteOf,
  type Stay,
  seeToast,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const QUESTION = 'Is the terrace shaded in the afternoon?';
const ANSWER = 'Yes, it faces east: shade from noon.';
const NOTE =
  'Phone numbers, e-mail addresses, links and UPI ids are hidden until the booking is confirmed. Keep talking and paying on Basera.';

/** A new traveller, signed in in this context (POST /api/auth/register). */
async function registerGuest(context: BrowserContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const answer = await context.request.post(`${base}/api/auth/register`, {
    headers: { origin: base },
    data: { firstName, lastName: 'Iyer', email, password: 'Journey1234' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** A request by contact for two free nights `fromDays` ahead, as the context's guest; its booking id. */
async function requestStay(context: BrowserContext, listingId: string, fromDays: number) {
  const stay = await freeStay(listingId, fromDays);
  const quote = await quoteOf(listingId, stay);
  const requested = await context.request.post(`${base}/api/bookings`, {
    headers: { origin: base },
    data: {
      propertyId: listingId,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      adults: 2,
      totalAmount: quote.total,
      paymentMethod: 'contact',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  return { stay, id: ((await requested.json()) as { booking: { id: string } }).booking.id };
}

/** The count on a header link ("Messages, 3 unread"), 0 when it shows none. */
async function headerCount(page: Page, name: 'Messages' | 'Notifications') {
  const label = await page
    .getByRole('link', { name: new RegExp(`^${name}(, \\d+ unread)?$`) })
    .first()
    .getAttribute('aria-label');
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

describe('messages between a guest and a host', () => {
  let listing: OwnerPropertySummary;
  let conversationPath: string;
  let guest: { context: BrowserContext; page: Page };
  let host: { context: BrowserContext; page: Page };

  it('asks from the property page, answers from /messages, and hides a phone number before booking', async () => {
    host = await ownerPage(browser(), 390, 844);
    const owned = await host.context.request.get(`${base}/api/owner/properties`);
    listing = ((await owned.json()) as OwnerPropertySummary[]).find(
      (l) => l.status === 'approved' && l.isListed,
    )!;
    guest = await indiaPage(browser());
    await registerGuest(guest.context, 'Kavya');
    // The host has /messages open before the question is asked.
    const hp = host.page;
    await hp.goto(`${base}/messages`);
    await hp.getByRole('heading', { name: 'Messages', exact: true }).first().waitFor();
    const counted = await host.context.request.get(`${base}/api/conversations/unread-count`);
    const unreadBefore = ((await counted.json()) as { count: number }).count;
    await expect.poll(() => headerCount(hp, 'Messages')).toBe(unreadBefore);

    // The guest asks before booking.
    const { page } = guest;
    await page.goto(`${base}/property/${listing.id}`);
    await page.getByRole('button', { name: 'Message Host', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Message / });
    await dialog.getByLabel('Your message').fill(QUESTION);
    await dialog.getByRole('button', { name: 'Send message', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/messages/'));
    conversationPath = new URL(page.url()).pathname;
    await thread(page).getByText(QUESTION, { exact: true }).waitFor();
    await page.getByRole('link', { name: listing.title, exact: true }).first().waitFor();

    // The host, on a phone, sees the count rise and the conversation arrive, without reloading.
    await expect.poll(() => headerCount(hp, 'Messages')).toBe(unreadBefore + 1);
    const item = hp.getByRole('link').filter({ hasText: QUESTION });
    await item.getByText('Kavya', { exact: true }).waitFor();
    await item.getByText(listing.title, { exact: true }).waitFor();
    await item.getByText('1 unread message', { exact: true }).waitFor();
    await item.click();
    await atPath(hp, conversationPath);
    await thread(hp).getByText(QUESTION, { exact: true }).waitFor();
    await hp.getByRole('heading', { name: 'Kavya', exact: true }).waitFor();
    await noSevereAxeViolations(hp, 'a conversation at 390 px');

    // Enter sends; Shift+Enter makes a new line.
    await composer(hp).fill(ANSWER);
    await composer(hp).press('Enter');
    await thread(hp).getByText(ANSWER, { exact: true }).waitFor();
    expect(await composer(hp).inputValue()).toBe('');
    await composer(hp).pressSequentially('Line one');
    await composer(hp).press('Shift+Enter');
    await composer(hp).pressSequentially('Line two');
    expect(await composer(hp).inputValue()).toBe('Line one\nLine two');
    await composer(hp).press('Enter');
    const twoLines = thread(hp).getByText('Line one Line two', { exact: true });
    expect(await twoLines.innerText()).toBe('Line one\nLine two');
    // Opened, the conversation is read: back on the list, no unread badge.
    await hp.getByRole('link', { name: 'All messages', exact: true }).click();
    await atPath(hp, '/messages');
    await hp.getByRole('link').filter({ hasText: 'You: Line one Line two' }).waitFor();
    expect(
      await hp
        .getByRole('link')
        .filter({ hasText: 'You: Line one Line two' })
        .getByText(/unread/)
        .count(),
    ).toBe(0);

    // The guest, still on the conversation, sees the answers arrive; then writes a phone number:
    // hidden, with the note.
    await thread(page).getByText(ANSWER, { exact: true }).waitFor();
    await thread(page).getByText('Line one Line two', { exact: true }).waitFor();
    await composer(page).fill('Could you call me on 98765 43210?');
    await composer(page).press('Enter');
    await thread(page).getByText(`Could you call me on ${HIDDEN_CONTACT}?`, { exact: true }).waitFor();
    await thread(page).getByText(NOTE, { exact: true }).waitFor();
    await noSevereAxeViolations(page, 'the messages page at 1280 px');

    // Report, with a reason: a toast says it went.
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Report this conversation' });
    await report.getByRole('button', { name: 'Send report', exact: true }).click();
    await report
      .getByText('Please tell us what happened (at least 5 characters).', { exact: true })
      .waitFor();
    await report.getByLabel('What happened?').fill('Testing the report button.');
    await report.getByRole('button', { name: 'Send report', exact: true }).click();
    await seeToast(page, 'Report sent', 'Thank you. Our team will look into it.');

    // Away from the conversation, the bell counts the host's next message, and clears once it is opened.
    await expect.poll(() => headerCount(page, 'Notifications')).toBe(0);
    await page.goto(`${base}/trips`);
    await hp.goto(`${base}${conversationPath}`);
    await composer(hp).fill('See you soon.');
    await composer(hp).press('Enter');
    await expect.poll(() => headerCount(page, 'Notifications')).toBe(1);
    await page.getByTestId('notification-dot').waitFor();
    await page.getByRole('link', { name: 'Notifications, 1 unread', exact: true }).click();
    await atPath(page, '/notifications');
    // The earlier answers' notifications are there too, read when the guest saw them arrive.
    const notices = page.getByRole('link').filter({ hasText: `New message about ${listing.title}` });
    await notices.first().waitFor();
    expect(await notices.filter({ hasText: 'Unread:' }).count()).toBe(1);
    await notices.filter({ hasText: 'Unread:' }).click();
    await atPath(page, conversationPath);
    await thread(page).getByText('See you soon.', { exact: true }).waitFor();
    await expect.poll(() => headerCount(page, 'Notifications')).toBe(0);
    expect(await page.getByTestId('notification-dot').count()).toBe(0);
  });

  it('opens the same conversation from the guest’s trip and the host’s reservation', async () => {
    await requestStay(guest.context, listing.id, 330);

    await guest.page.goto(`${base}/trips`);
    await guest.page
      .getByRole('article')
      .filter({ hasText: listing.title })
      .getByRole('button', { name: 'Message Host' })
      .first()
      .click();
    await atPath(guest.page, conversationPath);
    await thread(guest.page)
      .getByText('Booking requested. The host has been asked to accept or decline.', { exact: true })
      .waitFor();

    await host.page.goto(`${base}/reservations?tab=requests`);
    await host.page
      .getByRole('article')
      .filter({ hasText: 'Kavya Iyer' })
      .getByRole('button', { name: 'Message guest' })
      .click();
    await atPath(host.page, conversationPath);
    await thread(host.page).getByText(QUESTION, { exact: true }).waitFor();

    await guest.context.close();
    await host.context.close();
  });

  it('lists a new traveller’s notifications, marks them read and keeps their mail choice', async () => {
    host = await ownerPage(browser());
    guest = await indiaPage(browser(), 390, 844);
    await registerGuest(guest.context, 'Farah');
    const hostAnswers = (id: string, action: 'accept' | 'decline') =>
      host.context.request.post(`${base}/api/owner/reservations/${id}/${action}`, {
        headers: { origin: base },
      });
    const accepted = await requestStay(guest.context, listing.id, 200);
    expect((await hostAnswers(accepted.id, 'accept')).status()).toBe(200);
    const declined = await requestStay(guest.context, listing.id, 200);
    expect((await hostAnswers(declined.id, 'decline')).status()).toBe(200);
    const started = await host.context.request.post(`${base}/api/conversations/for-booking/${declined.id}`, {
      headers: { origin: base },
    });
    const { id: conversationId } = (await started.json()) as { id: string };
    const sent = await host.context.request.post(`${base}/api/conversations/${conversationId}/messages`, {
      headers: { origin: base },
      data: { body: 'Sorry, those nights were promised to family. Any other dates?' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const me = await host.context.request.get(`${base}/api/auth/user`);
    const hostName = ((await me.json()) as { firstName: string }).firstName;
    const dates = (stay: Stay) =>
      `${listing.title}, ${calendarDate(stay.checkIn)} to ${calendarDate(stay.checkOut)}`;

    // Newest first, each unread (tinted, "Unread:" for screen readers), with the server's words.
    const { page } = guest;
    await page.goto(`${base}/notifications`);
    const list = page.getByRole('list', { name: 'Notifications' });
    const items = list.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(3);
    const titles = [
      `New message about ${listing.title}`,
      'Booking request declined',
      'Booking request accepted',
    ];
    for (const [n, title] of titles.entries()) await items.nth(n).getByText(title, { exact: true }).waitFor();
    await list
      .getByText(`${hostName}: Sorry, those nights were promised to family. Any other dates?`)
      .waitFor();
    await list.getByText(`${hostName} declined your request for ${dates(declined.stay)}.`).waitFor();
    await list
      .getByText(`${hostName} accepted your request for ${dates(accepted.stay)}. The booking is confirmed.`)
      .waitFor();
    expect(await list.getByText('Unread:').count()).toBe(3);
    await expect.poll(() => headerCount(page, 'Notifications')).toBe(3);
    await noSevereAxeViolations(page, '/notifications at 390 px');

    // Opening one reads it and follows its link.
    await list.getByRole('link').filter({ hasText: 'Booking request accepted' }).click();
    await atPath(page, '/trips');
    await expect.poll(() => headerCount(page, 'Notifications')).toBe(2);
    // "Mark all as read" reads the rest: the bell clears and the button goes.
    await page.getByRole('link', { name: 'Notifications, 2 unread', exact: true }).click();
    await atPath(page, '/notifications');
    await page.getByRole('button', { name: 'Mark all as read', exact: true }).click();
    await expect.poll(() => headerCount(page, 'Notifications')).toBe(0);
    await page.getByRole('link', { name: 'Notifications', exact: true }).first().waitFor();
    expect(await page.getByTestId('notification-dot').count()).toBe(0);
    await expect.poll(() => list.getByText('Unread:').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    expect(await items.count()).toBe(3);

    // Mail settings: Messages off saves at once and is still off after a reload.
    await page.getByRole('link', { name: 'Mail settings', exact: true }).click();
    await atPath(page, '/profile');
    const settings = page.getByRole('region', { name: 'Notifications', exact: true });
    const messages = settings.getByRole('switch', { name: 'Messages', exact: true });
    expect(await messages.getAttribute('aria-checked')).toBe('true');
    // The link lands on the settings, not at the top of the profile.
    await expect
      .poll(() => messages.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight))
      .toBe(true);
    const saved = page.waitForResponse(
      (answer) =>
        answer.url().endsWith('/api/user/notification-preferences') && answer.request().method() === 'PUT',
    );
    await messages.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await settings.getByRole('switch', { name: 'Reminders' }).waitFor();
    expect(await messages.getAttribute('aria-checked')).toBe('false');
    expect(await settings.getByRole('switch', { name: 'Reminders' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await settings.getByRole('switch', { name: 'News and offers' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    const stored = await guest.context.request.get(`${base}/api/user/notification-preferences`);
    expect(await stored.json()).toEqual({ messages: false, reminders: true, marketing: false });

    await guest.context.close();
    await host.context.close();
  });
});
