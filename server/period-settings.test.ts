import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweeps } from './jobs/sweeps.ts';
import { bookingState } from './testing/booking-state.repository.ts';
import { makeProperty } from './testing/factories.ts';
import { type Caller, day, HOUR, reservationKit } from './testing/reservation-test-kit.ts';
import { makeRatingCatalogue, postReview, signedInUser, stayEnded } from './testing/review-test-kit.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { testEngines } from './testing/test-database.ts';

// REQUEST_EXPIRY_HOURS and REVIEW_WINDOW_DAYS are operator settings: the rules, the sweeps, the
// answers and the mails all follow them (the defaults, 48 and 14, are tested beside each rule).
describe.each(testEngines)('the periods an operator sets (%s)', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof reservationKit>;
  let host: Caller;

  beforeAll(async () => {
    t = await startTestApp(engine, { REQUEST_EXPIRY_HOURS: '2', REVIEW_WINDOW_DAYS: '3' });
    kit = reservationKit(t);
    host = await kit.signedIn('owner');
  });
  afterAll(() => t.close());

  it('expires a request unanswered for REQUEST_EXPIRY_HOURS and says so', async () => {
    const guest = await kit.signedIn();
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title: 'Banyan Court' });
    const { id, createdAt } = (await kit.ask(guest.cookie, listing.id, day(10), day(12))).json().booking;
    const made = Date.parse(createdAt);
    const requests = (await kit.call('GET', '/api/owner/reservations?tab=requests', host.cookie)).json();
    expect(requests.reservations[0].answerBy).toBe(new Date(made + 2 * HOUR).toISOString());

    await runSweeps(t.app.deps, new Date(made + 2 * HOUR - 60_000));
    expect((await bookingState(t.handle.db, id)).booking.status).toBe('pending');
    await runSweeps(t.app.deps, new Date(made + 2 * HOUR + 60_000));
    expect((await bookingState(t.handle.db, id)).booking.status).toBe('expired');
    const mails = await kit.mailsAbout(id, 'Request expired: Banyan Court');
    expect(mails.find((m) => m.to === guest.email)?.text).toContain('was not answered within 2 hours');
  });

  it('takes reviews for REVIEW_WINDOW_DAYS after check-out, and refuses them after', async () => {
    const catalogue = await makeRatingCatalogue(t.handle.db);
    const listing = await makeProperty(t.handle.db, { ownerId: host.id });
    const review = async (daysAgo: number) => {
      const guest = await signedInUser(t.handle.db);
      const stay = await stayEnded(t.handle.db, { propertyId: listing.id, guestId: guest.id, daysAgo });
      return postReview(t, stay.id, guest.cookie, { ratings: catalogue.scores(5, 5, 5) });
    };
    expect((await review(3)).statusCode).toBe(201);
    const late = await review(4);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Reviews can be written up to 3 days after check-out' });
  });
});
