import { describe, expect, it } from 'vitest';
import { readStayParams, writeStayParams } from './stay-params.ts';

const today = '2027-03-10';

describe('the stay in the address', () => {
  it('reads dates and guests', () => {
    expect(readStayParams('?checkIn=2027-03-12&checkOut=2027-03-15&guests=3', today, 4)).toEqual({
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      guests: 3,
    });
  });

  it('drops past, malformed and reversed dates and keeps guests within the listing’s limit', () => {
    expect(readStayParams('?checkIn=2027-03-01&checkOut=2027-03-15', today, 4)).toEqual({
      checkIn: '',
      checkOut: '',
      guests: 1,
    });
    expect(readStayParams('?checkIn=2027-03-12&checkOut=2027-03-11&guests=9', today, 4)).toEqual({
      checkIn: '2027-03-12',
      checkOut: '',
      guests: 4,
    });
    expect(readStayParams('?checkIn=2027-02-30&guests=0', today, 4)).toEqual({
      checkIn: '',
      checkOut: '',
      guests: 1,
    });
    expect(readStayParams('?guests=2.5', today, 4).guests).toBe(1);
  });

  it('writes the stay and keeps other parameters', () => {
    expect(writeStayParams('?ref=home', { checkIn: '2027-03-12', checkOut: '2027-03-15', guests: 2 })).toBe(
      '?ref=home&checkIn=2027-03-12&checkOut=2027-03-15&guests=2',
    );
    expect(writeStayParams('?checkIn=2027-03-12&guests=2', { checkIn: '', checkOut: '', guests: 1 })).toBe(
      '',
    );
  });
});
