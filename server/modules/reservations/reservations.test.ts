import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripListItem } from '../../../domain/schemas/bookings.ts';
import type { HostReservation } from '../../../domain/schemas/host-operations.ts';
import { activeBookingCount, bookingState } from '../../testing/booking-state.repository.ts';
import { makeBooking, makeProperty } from '../../testing/factories.ts';
import { type Caller, day, HOUR, reservationKit } from '../../testing/reservation-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('reservations of a host on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof reservationKit>;
  let host: Caller;
  let guest: Caller;

  const act = (id: string, action: 'accept' | 'decline', payload: object = {}, cookie = host.cookie) =>
    kit.call('POST', `/api/owner/reservations/${id}/${action}`, cookie, payload);
  const tab = async (name?: string, cookie = host.cookie): Promise<HostReservation[]> => {
    const res = await kit.call('GET', `/api/owner/reservations${name ? `?tab=${name}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservations;
  };
  const ask = (listingId: string, from: string, to: string, cookie = guest.cookie) =>
    kit.ask(cookie, listingId, from, to);
  const requestOf = async (listingId: string, from: string, to: string) => {
    const res = await ask(listingId, from, to);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking.id as string;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = reservationKit(t);
    host = await kit.signedIn('owner', { firstName: 'Meera', lastName: 'Nair', phone: '+91 98765 43210' });
    guest = await kit.signedIn();
  });
  afterAll(() => t.close());

  it('lists each tab: the right bookings of all the host’s listings, in order, and nobody else’s', async () => {
    const { db } = t.handle;
    const listing = await makeProperty(db, { ownerId: host.id, title: 'Lake View', photos: 2 });
    const other = await makeProperty(db, { ownerId: host.id, title: 'Hill Cabin' });
    const b = (fields: Partial<Parameters<typeof makeBooking>[1]> & { checkIn: string; checkOut: string }) =>
      makeBooking(db, { propertyId: listing.id, guestId: guest.id, ...fields });
    const request = { status: 'pending', paymentMethod: 'contact' } as const;
    const laterRequest = await b({ ...request, checkIn: day(20), checkOut: day(22) });
    const soonRequest = await makeBooking(db, {
      ...request,
      propertyId: other.id,
      checkIn: day(4),
      checkOut: day(6),
    });
    const stay = await b({ checkIn: day(8), checkOut: day(10) });
    const leavingToday = await b({ checkIn: day(-2), checkOut: day(0) });
    const completed = await b({ status: 'completed', checkIn: day(-30), checkOut: day(-28) });
    const declined = await b({ status: 'declined', checkIn: day(30), checkOut: day(31) });
    const expired = await b({ ...request, status: 'expired', checkIn: day(40), checkOut: day(41) });
    const online = { paymentMethod: 'razorpay' } as const;
    const paidCancelled = await b({
      ...online,
      status: 'cancelled',
      paymentStatus: 'refunded',
      checkIn: day(50),
      checkOut: day(51),
    });
    // Online bookings never paid are the guest's business: no tab shows them.
    await b({
      ...online,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + HOUR),
      checkIn: day(60),
      checkOut: day(61),
    });
    await b({ ...online, status: 'expired', paymentStatus: 'failed', checkIn: day(62), checkOut: day(63) });
    await b({ ...online, status: 'cancelled', checkIn: day(64), checkOut: day(65) });
    // Another host's listing.
    await makeBooking(db, { ...request, guestId: guest.id, checkIn: day(4), checkOut: day(5) });
    await makeBooking(db, { guestId: guest.id, checkIn: day(8), checkOut: day(9) });

    const requests = await tab('requests');
    expect(requests.map((r) => r.id)).toEqual([soonRequest.id, laterRequest.id]);
    const [first] = requests;
    expect(first).toMatchObject({
      property: { id: other.id, title: 'Hill Cabin', coverUrl: null },
      guest: { firstName: 'Customer', lastName: 'Tester', email: null, phone: null },
      status: 'pending',
      paymentMethod: 'contact',
      nights: 2,
      reference: soonRequest.id.slice(0, 8).toUpperCase(),
    });
    expect(first?.answerBy).toBe(new Date(soonRequest.createdAt.getTime() + 48 * HOUR).toISOString());

    const upcoming = await tab();
    expect(upcoming.map((r) => r.id)).toEqual([leavingToday.id, stay.id]);
    expect(upcoming[1]).toMatchObject({
      property: { title: 'Lake View', coverUrl: `/p/${listing.id}/0.jpg` },
      guest: { email: guest.email },
      answerBy: null,
    });
    expect(await tab('upcoming')).toEqual(upcoming);

    expect((await tab('past')).map((r) => r.id)).toEqual([
      paidCancelled.id,
      expired.id,
      declined.id,
      completed.id,
    ]);

    const stranger = await kit.signedIn('owner');
    for (const name of ['requests', 'upcoming', 'past']) expect(await tab(name, stranger.cookie)).toEqual([]);
  });

  it('accepts a request: confirmed, the guest mailed the host’s contact details, which the trip shows', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title: 'Palm Grove' });
    const id = await requestOf(listing.id, day(12), day(15));
    const res = await act(id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'confirmed',
      answerBy: null,
      guest: { email: guest.email },
    });
    expect((await bookingState(t.handle.db, id)).booking.answeredAt).toBeInstanceOf(Date);

    const [mail, ...more] = await kit.mailsAbout(id, 'Request accepted: Palm Grove');
    expect(more).toEqual([]);
    expect(mail?.to).toBe(guest.email);
    expect(mail?.text).toContain('Your host: Meera Nair');
    expect(mail?.text).toContain(`Email: ${host.email}`);
    expect(mail?.text).toContain('Phone: +91 98765 43210');
    const trip = (await kit.call('GET', `/api/bookings/${id}`, guest.cookie)).json();
    expect(trip.host).toMatchObject({ firstName: 'Meera', email: host.email, phone: '+91 98765 43210' });

    // Answering twice changes nothing: the same answer, no second mail.
    const again = await act(id, 'accept');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await kit.mailsAbout(id, 'Request accepted: Palm Grove')).toHaveLength(1);
    const decline = await act(id, 'decline');
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe(
      'This booking is already confirmed; cancel it instead, with a reason',
    );
  });

  it('declines a request with a message: the nights are free at once and the guest is told', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title: 'Coral House' });
    const id = await requestOf(listing.id, day(12), day(15));
    expect(await kit.free(listing.id, day(12), day(15))).toBe(false);
    const res = await act(id, 'decline', { message: '  We are repainting that week.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', declineMessage: 'We are repainting that week.' });
    expect(await kit.free(listing.id, day(12), day(15))).toBe(true);
    const trip = (await kit.call('GET', `/api/bookings/${id}`, guest.cookie)).json();
    expect(trip.booking).toMatchObject({
      status: 'declined',
      declineMessage: 'We are repainting that week.',
    });
    expect(trip.host).toBeNull();
    const listed = (await kit.call('GET', '/api/bookings', guest.cookie)).json() as TripListItem[];
    expect(listed.find((item) => item.booking.id === id)?.declineMessage).toBe(
      'We are repainting that week.',
    );
    const [mail] = await kit.mailsAbout(id, 'Request declined: Coral House');
    expect(mail?.to).toBe(guest.email);
    expect(mail?.text).toContain('Their message:\nWe are repainting that week.');

    const again = await act(id, 'decline', { message: 'Another message' });
    expect(again.json()).toEqual(res.json());
    expect(await kit.mailsAbout(id, 'Request declined: Coral House')).toHaveLength(1);
    const accept = await act(id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This request was declined');

    // Someone else may ask for those nights now, and the host may accept them.
    const next = await requestOf(listing.id, day(13), day(14));
    expect((await act(next, 'accept')).json().status).toBe('confirmed');
  });

  it('declines a request sent with no body at all: the message is optional', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id });
    const id = await requestOf(listing.id, day(20), day(22));
    const res = await kit.call('POST', `/api/owner/reservations/${id}/decline`, host.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', declineMessage: null });
    expect(await kit.free(listing.id, day(20), day(22))).toBe(true);
  });

  it('lets only the listing’s host answer: 404 to other hosts, 403 to travellers, 401 to visitors', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id });
    const id = await requestOf(listing.id, day(70), day(72));
    const stranger = await kit.signedIn('owner');
    for (const action of ['accept', 'decline', 'cancel'] as const) {
      const body = action === 'cancel' ? { reason: 'No' } : {};
      const other = await kit.call('POST', `/api/owner/reservations/${id}/${action}`, stranger.cookie, body);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Reservation not found');
      expect(
        (await kit.call('POST', `/api/owner/reservations/${id}/${action}`, guest.cookie, body)).statusCode,
      ).toBe(403);
      expect(
        (await kit.call('POST', `/api/owner/reservations/${id}/${action}`, undefined, body)).statusCode,
      ).toBe(401);
    }
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'accept');
    expect(unknown.statusCode).toBe(404);
    expect((await bookingState(t.handle.db, id)).booking).toMatchObject({
      status: 'pending',
      answeredAt: null,
    });
    expect((await kit.call('GET', '/api/owner/reservations', guest.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/owner/reservations')).statusCode).toBe(401);
    // Declining without a message keeps none.
    const silent = await act(id, 'decline', {});
    expect(silent.statusCode, silent.body).toBe(200);
    expect(silent.json()).toMatchObject({ status: 'declined', declineMessage: null });
  });

  it('holds overlapping requests to one, and answers a request once however the answers race', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title: 'Twin Peaks' });
    const other = await kit.signedIn();
    const asked = await Promise.all([
      ask(listing.id, day(80), day(83)),
      ask(listing.id, day(81), day(84), other.cookie),
    ]);
    expect(asked.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await activeBookingCount(t.handle.db, listing.id)).toBe(1);
    const id = asked.find((r) => r.statusCode === 201)!.json().booking.id;

    // Two accepts at once: both answer the confirmed booking, one mail.
    const accepts = await Promise.all([act(id, 'accept'), act(id, 'accept')]);
    expect(accepts.map((r) => [r.statusCode, r.json().status])).toEqual([
      [200, 'confirmed'],
      [200, 'confirmed'],
    ]);
    expect(await kit.mailsAbout(id, 'Request accepted: Twin Peaks')).toHaveLength(1);

    // An accept and a decline at once: exactly one wins, one mail.
    const racing = await requestOf(listing.id, day(90), day(92));
    const answers = await Promise.all([act(racing, 'accept'), act(racing, 'decline')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const status = (await bookingState(t.handle.db, racing)).booking.status;
    expect(['confirmed', 'declined']).toContain(status);
    expect(await kit.mailsAbout(racing, 'Request ')).toHaveLength(1);
  });
});
