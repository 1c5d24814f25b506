import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayIn } from '../../../domain/rules/language/dates.ts';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { appUrl } from '../../http/app-url.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { countBookings } from '../../testing/booking-state.repository.ts';
import {
  makeBlockedRange,
  makeBooking,
  makeProperty,
  makeSession,
  makeUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const today = todayIn('Asia/Kolkata');
const day = (n: number) => addDays(today, n);

describe.each(testEngines)('booking by contact on %s', (engine) => {
  let t: TestApp;
  let guest: { id: string; cookie: string };
  let hostCookie: string;
  let listingId: string;

  const book = (body: Record<string, unknown>, cookie = guest.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie },
      payload: { paymentMethod: 'contact', ...body },
    });
  const signedIn = async (role: 'customer' | 'owner' = 'customer') => {
    const user = await makeUser(t.handle.db, { role });
    return { id: user.id, email: user.email, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    guest = await signedIn();
    const host = await signedIn('owner');
    hostCookie = host.cookie;
    listingId = (await makeProperty(t.handle.db, { ownerId: host.id, title: 'Sea Breeze Villa' })).id;
  });
  afterAll(() => t.close());

  it('creates a pending request that holds the nights, answers the booking and mails the host', async () => {
    const res = await book(stayBody(listingId, day(5), day(8), { specialRequests: 'Late arrival' }));
    expect(res.statusCode, res.body).toBe(201);
    const detail: BookingDetail = res.json();
    expect(detail.booking).toMatchObject({
      checkInDate: day(5),
      checkOutDate: day(8),
      nights: 3,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'contact',
      totalAmount: '14175.00', // 3 nights × ₹4,500 = ₹13,500 + 5% GST (₹675) in Goa
      specialRequests: 'Late arrival',
      holdExpiresAt: null,
    });
    // A contact request is not paid through Basera: no invoice, so no billing details.
    expect(detail.booking.billing).toBeNull();
    expect(detail.booking.nightPrices).toEqual([
      { date: day(5), price: '4500.00' },
      { date: day(6), price: '4500.00' },
      { date: day(7), price: '4500.00' },
    ]);
    expect(detail.host).toBeNull(); // the host's details come once the stay is confirmed

    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listingId}/quote?checkIn=${day(6)}&checkOut=${day(7)}`,
    });
    expect(quote.statusCode).toBe(409);

    await t.deliverMail();
    const hostMail = t.mail.sent.find((m) => m.subject.startsWith('New booking request: Sea Breeze Villa'));
    expect(hostMail?.text).toContain('The dates are held for them until you answer.');
    expect(hostMail?.text).toContain(`Booking reference: ${detail.booking.reference}`);
  });

  it('mails a host who reads Hindi in Hindi: words, Indian-grouped rupees and whole months', async () => {
    const hindiHost = await signedIn('owner');
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie: hindiHost.cookie },
      payload: { language: 'hi' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const haveli = await makeProperty(t.handle.db, { ownerId: hindiHost.id, title: 'Hindi Haveli' });
    // 30 nights × ₹4,725: the total reaches lakhs, grouped the Indian way.
    const res = await book(stayBody(haveli.id, day(100), day(130), { adults: 2, children: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = (res.json() as BookingDetail).booking;

    await t.deliverMail();
    const [from, to] = [formatDayIn(day(100), 'hi'), formatDayIn(day(130), 'hi')];
    expect(from).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/); // "12 मार्च 2027"
    const mail = t.mail.sent.find((m) => m.to === hindiHost.email);
    expect(mail?.subject).toBe(`नया बुकिंग अनुरोध: Hindi Haveli, ${from}`);
    expect(mail?.text).toBe(
      [
        'नमस्ते,',
        '',
        'Customer Tester आपकी लिस्टिंग बुक करना चाहते हैं। आपके जवाब देने तक ये तारीखें उनके लिए रोकी गई हैं।',
        '',
        `बुकिंग संदर्भ: ${reference}`,
        'ठहरने की जगह: Hindi Haveli, Candolim, Goa',
        `तारीखें: ${from} से ${to} तक (30 रातें)`,
        'चेक-इन 14:00 से, चेक-आउट 11:00 तक',
        'मेहमान: 2 वयस्क, 1 बच्चा',
        'कुल: ₹1,41,750',
        '',
        '',
        // The link opens the Hindi page.
        `आपके आरक्षण: ${appUrl(t.app.deps.config)}/hi/reservations`,
        '',
      ].join('\n'),
    );
  });

  it('refuses a night already taken with 409 and books nothing', async () => {
    const before = await countBookings(t.handle.db, listingId);
    const res = await book(stayBody(listingId, day(7), day(9)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Those dates are no longer available');
    expect(await countBookings(t.handle.db, listingId)).toBe(before);
  });

  it("refuses a blocked night with 409, and allows check-in on a stay's check-out day", async () => {
    await makeBlockedRange(t.handle.db, { propertyId: listingId, startDate: day(20), endDate: day(22) });
    const blocked = await book(stayBody(listingId, day(19), day(21)));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Those dates are no longer available');
    const backToBack = await book(stayBody(listingId, day(8), day(10)), (await signedIn()).cookie);
    expect(backToBack.statusCode, backToBack.body).toBe(201);
  });

  it.each([
    [
      'a check-in before today',
      { checkInDate: day(-1), checkOutDate: day(2), totalAmount: '14175.00' },
      400,
      'checkInDate: must not be in the past',
    ],
    [
      'a check-out not after check-in',
      { checkInDate: day(40), checkOutDate: day(40) },
      400,
      'checkOutDate: must be after checkInDate',
    ],
    [
      'more than 365 nights',
      { checkInDate: day(40), checkOutDate: day(406), totalAmount: `${366 * 4725}.00` },
      400,
      'checkOutDate: a stay is at most 365 nights',
    ],
    [
      'more guests than the listing takes',
      { adults: 3, children: 2 },
      400,
      'adults: this listing takes at most 4 guests (adults and children)',
    ],
    ['no adult', { adults: 0 }, 400, 'adults: must be at least 1'],
    [
      'a total that is not the quote',
      { totalAmount: 9000 },
      400,
      // 3 nights × ₹4,500 + 5% = ₹14,175
      'totalAmount: the total for this stay is ₹14,175, not ₹9,000; refresh the price and try again',
    ],
    [
      'a total with three decimals',
      { totalAmount: '14175.001' },
      400,
      'totalAmount: must be an amount in rupees with at most two decimals',
    ],
    [
      'an online payment method',
      { paymentMethod: 'razorpay' },
      400,
      'paymentMethod: must be "contact" (pay online through /api/payment/create-order)',
    ],
  ])('refuses %s with a message that says so, and books nothing', async (_what, change, status, message) => {
    const before = await countBookings(t.handle.db, listingId);
    const res = await book({ ...stayBody(listingId, day(50), day(53)), ...change });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await countBookings(t.handle.db, listingId)).toBe(before);
  });

  it('does not let a host book their own listing, nor anyone book a listing that is not approved', async () => {
    const own = await book(stayBody(listingId, day(60), day(61)), hostCookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot book your own listing');
    const pending = await makeProperty(t.handle.db, { status: 'pending' });
    const hidden = await book(stayBody(pending.id, day(60), day(61)));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Property not found');
  });

  it('takes the total as a number or a string, to the paisa', async () => {
    const listing = await makeProperty(t.handle.db, {
      basePrice: '1234.50',
      cleaningFee: '0.00',
      serviceFee: '0.00',
    });
    // 2 × ₹1,234.50 = ₹2,469.00; CGST = SGST = 2.5% of it = ₹61.725 → ₹61.73 (half up): ₹2,592.46.
    const res = await book({ ...stayBody(listing.id, day(70), day(72)), totalAmount: 2592.46 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking.totalAmount).toBe('2592.46');
    const again = await book({ ...stayBody(listing.id, day(74), day(76)), totalAmount: '2592.46' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('needs a signed-in traveller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { paymentMethod: 'contact', ...stayBody(listingId, day(80), day(81)) },
    });
    expect(res.statusCode).toBe(401);
  });

  it("lists only the guest's own trips, upcoming by the listing's calendar", async () => {
    const traveller = await signedIn();
    await makeBooking(t.handle.db, {
      propertyId: listingId,
      guestId: traveller.id,
      checkIn: day(-5),
      checkOut: day(0),
    });
    await makeBooking(t.handle.db, {
      propertyId: listingId,
      guestId: traveller.id,
      checkIn: day(-9),
      checkOut: day(-6),
    });
    await makeBooking(t.handle.db, { propertyId: listingId, checkIn: day(90), checkOut: day(91) }); // someone else's
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: traveller.cookie },
    });
    expect(res.statusCode).toBe(200);
    const trips = res.json() as {
      booking: { checkOutDate: string };
      property: { title: string };
      upcoming: boolean;
    }[];
    expect(trips.map((trip) => [trip.booking.checkOutDate, trip.upcoming])).toEqual([
      [day(-6), false],
      [day(0), true], // check-out today is still upcoming
    ]);
    expect(trips[0]?.property.title).toBe('Sea Breeze Villa');
  });

  it('shows a booking to its guest, its host and admins, and answers 404 to anyone else', async () => {
    const booking = await makeBooking(t.handle.db, {
      propertyId: listingId,
      guestId: guest.id,
      checkIn: day(100),
      checkOut: day(102),
    });
    const read = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: cookie ? { cookie } : {} });
    expect((await read(guest.cookie)).statusCode).toBe(200);
    const asHost = await read(hostCookie);
    expect(asHost.statusCode).toBe(200);
    expect(asHost.json().host.email).toBeTruthy(); // confirmed: the host's contact details are shown
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const asAdmin = await read((await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().booking.id).toBe(booking.id);
    const stranger = await read((await signedIn()).cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Booking not found');
    expect((await read()).statusCode).toBe(401);
  });

  it('shows a booking as its guest (the confirmation page) to its guest alone', async () => {
    const booking = await makeBooking(t.handle.db, {
      propertyId: listingId,
      guestId: guest.id,
      checkIn: day(110),
      checkOut: day(112),
    });
    const read = (cookie: string, as = 'guest') =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}?as=${as}`, headers: { cookie } });
    const asGuest = await read(guest.cookie);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().booking.id).toBe(booking.id);
    const asHost = await read(hostCookie);
    expect(asHost.statusCode).toBe(404);
    expect(asHost.json().message).toBe('Booking not found');
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
    expect((await read(adminCookie)).statusCode).toBe(404);
    const wrong = await read(guest.cookie, 'host');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('must be guest');
  });
});
