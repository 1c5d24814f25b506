import { describe, expect, it } from 'vitest';
import { speaking } from './speaking.testing.ts';
import {
  BOOKING_FIELDS,
  QUERY_FIELDS,
  stayDatesRefusal,
  stayLengthRefusal,
  stayRefusal,
} from './stay-checks.ts';

const listing = { maxGuests: 4, houseRules: 'No pets, please.' };
const stay = { checkIn: '2027-03-10', checkOut: '2027-03-13', guests: 2, pets: 0 };
const today = '2027-03-01';

describe('the stay checks the quote and the booking share', () => {
  it('pass a stay the listing takes', () => {
    expect(stayRefusal({ listing, stay, today }, QUERY_FIELDS)).toBeNull();
    expect(stayRefusal({ listing, stay, today }, BOOKING_FIELDS)).toBeNull();
  });

  it('name the field the client sent: the query or the booking body', () => {
    const past = { listing, stay, today: '2027-03-11' };
    expect(stayRefusal(past, QUERY_FIELDS)?.message).toBe('checkIn: must not be in the past');
    expect(stayRefusal(past, BOOKING_FIELDS)?.message).toBe('checkInDate: must not be in the past');
    const crowd = { listing, stay: { ...stay, guests: 5 }, today };
    expect(stayRefusal(crowd, QUERY_FIELDS)?.message).toBe('guests: this listing takes at most 4 guests');
    expect(stayRefusal(crowd, BOOKING_FIELDS)?.message).toBe(
      'adults: this listing takes at most 4 guests (adults and children)',
    );
  });

  it('allow check-in today and 365 nights, refuse yesterday and 366', () => {
    expect(stayDatesRefusal(stay, '2027-03-10', QUERY_FIELDS)).toBeNull();
    const year = { checkIn: '2027-03-10', checkOut: '2028-03-09' };
    expect(stayLengthRefusal(year, BOOKING_FIELDS)).toBeNull();
    expect(stayLengthRefusal({ ...year, checkOut: '2028-03-10' }, BOOKING_FIELDS)).toEqual({
      status: 400,
      message: 'checkOutDate: a stay is at most 365 nights',
    });
    expect(stayDatesRefusal({ ...year, checkOut: '2028-03-10' }, today, QUERY_FIELDS)?.message).toBe(
      'checkOut: a stay is at most 365 nights',
    );
  });

  it('refuse pets where the house rules say no, and only then', () => {
    expect(stayRefusal({ listing, stay: { ...stay, pets: 1 }, today }, BOOKING_FIELDS)?.message).toBe(
      'pets: this listing does not allow pets',
    );
    expect(
      stayRefusal({ listing: { maxGuests: 4 }, stay: { ...stay, pets: 1 }, today }, BOOKING_FIELDS),
    ).toBeNull();
  });

  it('speak the request’s language after the field’s name, and count one guest as one', () => {
    const crowd = { listing, stay: { ...stay, guests: 5 }, today };
    expect(speaking('hi', () => stayRefusal(crowd, BOOKING_FIELDS)?.message)).toBe(
      'adults: इस लिस्टिंग में अधिकतम 4 मेहमान (वयस्क और बच्चे मिलाकर) ठहर सकते हैं',
    );
    expect(speaking('hi', () => stayRefusal({ ...crowd, today: '2027-03-11' }, QUERY_FIELDS)?.message)).toBe(
      'checkIn: पिछली तारीख नहीं हो सकती',
    );
    const single = { listing: { maxGuests: 1 }, stay: { ...stay, guests: 2 }, today };
    expect(stayRefusal(single, QUERY_FIELDS)?.message).toBe('guests: this listing takes at most 1 guest');
  });
});
