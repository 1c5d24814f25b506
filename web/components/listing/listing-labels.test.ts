import { describe, expect, it } from 'vitest';
import { clockText, directionsUrl, memberSinceLabel, placeLabel, ratingLabel } from './listing-labels.ts';

describe('the card rating', () => {
  it('shows the average to one decimal with the number of reviews', () => {
    expect(ratingLabel('4.67', 12)).toEqual({
      kind: 'rated',
      score: '4.7',
      reviews: '(12)',
      spoken: 'Rated 4.7 out of 5 from 12 reviews',
    });
    expect(ratingLabel('5.00', 1)).toMatchObject({
      score: '5.0',
      reviews: '(1)',
      spoken: 'Rated 5.0 out of 5 from 1 review',
    });
  });

  it('rounds half up on the digits, never through a float', () => {
    expect(ratingLabel('4.35', 3)).toMatchObject({ score: '4.4' });
    expect(ratingLabel('4.65', 3)).toMatchObject({ score: '4.7' });
    expect(ratingLabel('4.94', 3)).toMatchObject({ score: '4.9' });
    expect(ratingLabel('4.96', 3)).toMatchObject({ score: '5.0' });
    expect(ratingLabel('1.04', 3)).toMatchObject({ score: '1.0' });
  });

  it('says New before the first review', () => {
    expect(ratingLabel(null, 0)).toEqual({ kind: 'new', spoken: 'New listing, no reviews yet' });
    expect(ratingLabel('4.00', 0).kind).toBe('new');
    expect(ratingLabel('four', 3).kind).toBe('new');
  });
});

describe("the owner's time on Basera", () => {
  it('names the month and year they joined', () => {
    expect(memberSinceLabel('2024-11-01')).toBe('On Basera since Nov 2024');
    expect(memberSinceLabel('2025-03-31')).toBe('On Basera since Mar 2025');
  });

  it('says nothing for a date it cannot read', () => {
    expect(memberSinceLabel('')).toBeNull();
    expect(memberSinceLabel('2025-02-30')).toBeNull();
  });
});

describe('the card location', () => {
  const panaji = { city: 'Panaji', state: 'Goa' };
  it("is the listing's own city and state, not its destination's", () => {
    expect(placeLabel({ city: 'Anjuna', state: 'Goa', destination: panaji })).toBe('Anjuna, Goa');
  });

  it('falls back to the destination', () => {
    expect(placeLabel({ city: null, state: null, destination: panaji })).toBe('Panaji, Goa');
    expect(placeLabel({ city: 'Anjuna', state: null, destination: panaji })).toBe('Anjuna, Goa');
    expect(placeLabel({ city: ' ', state: 'Goa', destination: panaji })).toBe('Panaji, Goa');
    expect(placeLabel({ city: 'Anjuna', state: null, destination: null })).toBe('Anjuna');
    expect(placeLabel({ city: null, state: null, destination: null })).toBe('');
  });
});

describe('clock times and directions', () => {
  it('writes clock times the 12-hour way', () => {
    expect(clockText('14:00')).toBe('2:00 pm');
    expect(clockText('11:30:00')).toBe('11:30 am');
    expect(clockText('00:15')).toBe('12:15 am');
    expect(clockText('12:00')).toBe('12:00 pm');
    expect(clockText('flexible')).toBe('flexible');
  });

  it('builds the directions link', () => {
    expect(directionsUrl(15.4909, 73.8278)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=15.4909,73.8278',
    );
  });
});
