import { describe, expect, it } from 'vitest';
import type { HostCalendar } from '../../../../domain/schemas/host-operations.ts';
import { readPriceInput, withBlocked, withPrice, withUnblocked } from './night-changes.ts';

// Thu 11 to Sun 14 March 2027; the 13th is booked.
const calendar: HostCalendar = {
  icsUrl: 'http://localhost/api/calendars/abc.ics',
  basePrice: '4500.00',
  today: '2027-03-01',
  nights: [
    { date: '2027-03-11', status: 'free', price: '4500.00', priceSet: false },
    { date: '2027-03-12', status: 'free', price: '5000.00', priceSet: true },
    { date: '2027-03-13', status: 'booked', price: '4500.00', priceSet: false, bookingId: 'k1' },
    { date: '2027-03-14', status: 'blocked', price: '4500.00', priceSet: false, blockId: 'b1', reason: null },
  ],
};
const statuses = (c: HostCalendar) => c.nights.map((night) => night.status);
const prices = (c: HostCalendar) => c.nights.map((night) => `${night.price}${night.priceSet ? '*' : ''}`);

describe('a calendar change shown before the server confirms it', () => {
  it('blocks the free nights of the runs only, and unblocks whole blocks', () => {
    const blocked = withBlocked(calendar, [{ startDate: '2027-03-11', endDate: '2027-03-14' }], 'Family');
    expect(statuses(blocked)).toEqual(['blocked', 'blocked', 'booked', 'blocked']);
    expect(blocked.nights[0]?.reason).toBe('Family');
    const unblocked = withUnblocked(calendar, ['b1']);
    expect(statuses(unblocked)).toEqual(['free', 'free', 'booked', 'free']);
    expect(unblocked.nights[3]).toEqual({
      date: '2027-03-14',
      status: 'free',
      price: '4500.00',
      priceSet: false,
    });
  });

  it('prices every night or only Friday and Saturday, and goes back to the base price', () => {
    const range = { startDate: '2027-03-11', endDate: '2027-03-15' };
    expect(prices(withPrice(calendar, { ...range, price: '6000.00', days: 'all' }))).toEqual([
      '6000.00*',
      '6000.00*',
      '6000.00*',
      '6000.00*',
    ]);
    expect(prices(withPrice(calendar, { ...range, price: '6000.00', days: 'weekends' }))).toEqual([
      '4500.00',
      '6000.00*',
      '6000.00*',
      '4500.00',
    ]);
    expect(prices(withPrice(calendar, { ...range, price: null, days: 'all' }))).toEqual([
      '4500.00',
      '4500.00',
      '4500.00',
      '4500.00',
    ]);
  });

  it('reads the rupee field as the API takes it', () => {
    expect(readPriceInput('6500')).toEqual({ ok: true, rupees: '6500.00' });
    expect(readPriceInput(' ₹6,500.5 ')).toEqual({ ok: true, rupees: '6500.50' });
    expect(readPriceInput('')).toEqual({ ok: false, message: 'Enter a price per night' });
    expect(readPriceInput('6.5k')).toEqual({
      ok: false,
      message: 'Enter the price in rupees, for example 4500',
    });
    expect(readPriceInput('99.99')).toEqual({ ok: false, message: 'The price must be at least ₹100' });
    expect(readPriceInput('123456789')).toMatchObject({ ok: false });
  });
});
