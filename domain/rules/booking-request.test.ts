import { describe, expect, it } from 'vitest';
import { paise } from '../money.ts';
import { bookingRefusal, notTakingBookings, ownListing, totalMismatch } from './booking-request.ts';
import { speaking } from './speaking.testing.ts';

const listing = { status: 'approved', ownerId: 'host', maxGuests: 4, houseRules: null as string | null };
const stay = { checkInDate: '2027-03-10', checkOutDate: '2027-03-13', adults: 2, children: 0, pets: 0 };
const refusal = (changes: Partial<Parameters<typeof bookingRefusal>[0]> = {}) =>
  bookingRefusal({ listing, guestId: 'guest', stay, today: '2027-03-01', ...changes });

describe('bookingRefusal', () => {
  it('lets a guest book an approved listing for a party it takes', () => {
    expect(refusal()).toBeNull();
  });

  it('refuses a listing that is not approved with 409', () => {
    for (const status of ['draft', 'pending', 'rejected'])
      expect(refusal({ listing: { ...listing, status } })).toEqual({
        status: 409,
        message: notTakingBookings(),
      });
  });

  it('refuses the host their own listing with 403', () => {
    expect(refusal({ guestId: 'host' })).toEqual({ status: 403, message: ownListing() });
  });

  it("allows check-in today in the listing's zone and refuses yesterday", () => {
    expect(refusal({ today: '2027-03-10' })).toBeNull();
    expect(refusal({ today: '2027-03-11' })).toEqual({
      status: 400,
      message: 'checkInDate: must not be in the past',
    });
  });

  it('allows 365 nights and refuses 366', () => {
    expect(refusal({ stay: { ...stay, checkInDate: '2027-03-10', checkOutDate: '2028-03-09' } })).toBeNull();
    expect(refusal({ stay: { ...stay, checkInDate: '2027-03-10', checkOutDate: '2028-03-10' } })).toEqual({
      status: 400,
      message: 'checkOutDate: a stay is at most 365 nights',
    });
  });

  it('counts adults and children against maxGuests (infants and pets do not count)', () => {
    expect(refusal({ stay: { ...stay, adults: 2, children: 2 } })).toBeNull();
    expect(refusal({ stay: { ...stay, adults: 3, children: 2 } })).toEqual({
      status: 400,
      message: 'adults: this listing takes at most 4 guests (adults and children)',
    });
  });

  it("refuses pets only where the listing's house rules say no pets", () => {
    const noPets = { ...listing, houseRules: 'No smoking. No pets.' };
    expect(refusal({ listing: noPets, stay: { ...stay, pets: 1 } })).toEqual({
      status: 400,
      message: 'pets: this listing does not allow pets',
    });
    expect(refusal({ listing: noPets })).toBeNull();
    expect(refusal({ stay: { ...stay, pets: 2 } })).toBeNull();
  });
});

describe('totalMismatch', () => {
  it('accepts the quote to the paisa and names both totals otherwise', () => {
    expect(totalMismatch(paise(4_350_000), paise(4_350_000))).toBeNull();
    expect(totalMismatch(paise(4_000_000), paise(4_350_000))).toEqual({
      status: 400,
      message:
        'totalAmount: the total for this stay is ₹43,500, not ₹40,000; refresh the price and try again',
    });
    expect(totalMismatch(paise(123_449), paise(123_450))?.message).toContain('₹1,234.50, not ₹1,234.49');
  });

  it('speaks Hindi to a Hindi request, the amounts grouped the Indian way', () => {
    expect(speaking('hi', () => totalMismatch(paise(4_000_000), paise(25_000_000))?.message)).toBe(
      'totalAmount: इस ठहराव का कुल ₹2,50,000 है, ₹40,000 नहीं; कीमत रीफ़्रेश करके फिर से कोशिश करें',
    );
    expect(speaking('hi', ownListing)).toBe('आप अपनी ही लिस्टिंग बुक नहीं कर सकते');
  });
});
