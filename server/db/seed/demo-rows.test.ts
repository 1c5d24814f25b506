import { describe, expect, it } from 'vitest';
import { isRupeeAmount } from '../../../domain/money.ts';
import { GST_STATE_NAMES, stateOfGstin } from '../../../domain/rules/gst-states.ts';
import { gstinProblems } from '../../../domain/rules/gstin.ts';
import { addDays } from '../../../domain/rules/stay-dates.ts';
import { parseSceneKey } from '../../demo/scenes/scene-catalog.ts';
import { AMENITIES, PROPERTY_TYPES, RATING_PARAMETERS } from './data/catalog.data.ts';
import { DEMO_PROPERTIES } from './data/demo-properties.ts';
import { DESTINATIONS } from './data/destinations.data.ts';
import { BASERA_OFFICES } from './data/tax-registrations.data.ts';
import { buildDemoRows, demoId } from './demo-rows.ts';

// The demo listings must pass the same rules a host's listing does (admin-and-host §5).
describe('demo data', () => {
  const rows = buildDemoRows({});

  it('registers Basera for GST in every state and union territory, each GSTIN valid and of that state', () => {
    expect(rows.taxRegistrations.map((r) => r.state).sort()).toEqual([...GST_STATE_NAMES].sort());
    expect(Object.keys(BASERA_OFFICES).sort()).toEqual([...GST_STATE_NAMES].sort());
    for (const r of rows.taxRegistrations) {
      expect(gstinProblems(r.gstin, { pan: 'AABCB1234K' }), r.gstin).toEqual([]);
      expect(stateOfGstin(r.gstin)).toBe(r.state);
      expect(r.address).toMatch(new RegExp(`\\d{6}, ${r.state}$`));
    }
  });

  it('has listings a host could have published', () => {
    const amenityNames = new Set(AMENITIES.map((a) => a.name));
    for (const p of DEMO_PROPERTIES) {
      expect(p.title.length, p.title).toBeLessThanOrEqual(32);
      expect(p.title.length, p.title).toBeGreaterThanOrEqual(10);
      expect(p.description.length, p.key).toBeGreaterThanOrEqual(50);
      expect(p.description.length, p.key).toBeLessThanOrEqual(500);
      expect(p.pincode, p.key).toMatch(/^\d{6}$/);
      expect(isRupeeAmount(p.basePrice) && isRupeeAmount(p.cleaningFee), p.key).toBe(true);
      expect(
        DESTINATIONS.some((d) => d.key === p.destination),
        p.key,
      ).toBe(true);
      expect(
        PROPERTY_TYPES.some((t) => t.name === p.type),
        p.key,
      ).toBe(true);
      for (const name of p.highlights) expect(amenityNames.has(name), `${p.key}: ${name}`).toBe(true);
    }
    for (const row of rows.properties) {
      expect(row.safetyDetails?.length).toBeGreaterThanOrEqual(100);
    }
  });

  it('gives every listing 3 to 8 amenities, at most 2 badges and 5 photos with one cover', () => {
    for (const p of rows.properties) {
      const amenities = rows.propertyAmenities.filter((a) => a.propertyId === p.id);
      expect(amenities.length, p.title).toBeGreaterThanOrEqual(3);
      expect(amenities.length, p.title).toBeLessThanOrEqual(8);
      expect(new Set(amenities.map((a) => a.amenityId)).size).toBe(amenities.length);
      expect(rows.propertyBadges.filter((b) => b.propertyId === p.id).length).toBeLessThanOrEqual(2);
      const photos = rows.propertyPhotos.filter((ph) => ph.propertyId === p.id);
      expect(photos.map((ph) => ph.sortOrder)).toEqual([0, 1, 2, 3, 4]);
      expect(photos.filter((ph) => ph.isMainPhoto)).toHaveLength(1);
      for (const ph of photos) {
        const key = ph.url.match(/^\/api\/media\/scene\/(.+)\.jpg$/)?.[1] ?? '';
        expect(parseSceneKey(key), ph.url).not.toBeNull();
      }
    }
  });

  it('rates every review on each rating parameter from 1 to 5', () => {
    expect(RATING_PARAMETERS.map((r) => r.name)).toEqual([
      'Cleanliness',
      'Accuracy',
      'Check-in',
      'Communication',
      'Location',
      'Value',
    ]);
    expect(rows.reviews.length).toBeGreaterThan(20);
    for (const review of rows.reviews) {
      const scores = rows.reviewRatings.filter((r) => r.reviewId === review.id);
      expect(scores).toHaveLength(6);
      for (const s of scores) expect(s.score >= 1 && s.score <= 5).toBe(true);
    }
    expect(rows.reviews.some((r) => r.guestId === demoId('user', 'asha'))).toBe(true);
  });

  it('gives every demo person a verified email address', () => {
    for (const user of rows.users) expect(user.emailVerifiedAt, user.email).toBeInstanceOf(Date);
  });

  it('is the same on every run', () => {
    expect(buildDemoRows({})).toEqual(rows);
    expect(demoId('property', 'x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('demo stays', () => {
  it("are dated from the seed day: the demo customer's stay 10 days ahead, two past ones, a blocked week", () => {
    const rows = buildDemoRows({}, '2027-01-10');
    const asha = demoId('user', 'asha');
    const mine = rows.bookings.filter((b) => b.guestId === asha);
    expect(mine.map((b) => [b.checkIn, b.checkOut, b.status])).toEqual([
      ['2027-01-20', '2027-01-23', 'confirmed'],
      ['2026-12-01', '2026-12-04', 'completed'],
      ['2027-01-04', '2027-01-07', 'completed'], // ended 3 days ago: open for a review
    ]);
    expect(rows.blockedDates.map((b) => [b.startDate, b.endDate])).toEqual([['2027-01-30', '2027-02-06']]);
    const requests = rows.bookings.filter((b) => b.status === 'pending');
    expect(requests.map((b) => [b.checkIn, b.checkOut, b.paymentMethod])).toEqual([
      ['2027-02-24', '2027-02-27', 'contact'],
    ]);
    expect(rows.nightlyPrices.map((n) => n.night)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays('2027-03-11', i)),
    );
    const first = rows.properties.find((p) => p.id === requests[0]!.propertyId)!;
    expect(rows.nightlyPrices.every((n) => n.propertyId === first.id && n.price === '18100.00')).toBe(true);
    expect(first.basePrice).toBe('14500.00'); // the peak is a quarter over, in whole hundreds
    const upcoming = mine[0]!;
    const listing = rows.properties.find((p) => p.id === upcoming.propertyId)!;
    expect(listing.status).toBe('approved');
    expect(upcoming.nightlyRate).toBe(listing.basePrice);
  });
});
