import { describe, expect, it } from 'vitest';
import { addressFillFrom, coordinateText, pointOf } from './location-fill.ts';

const empty = { addressLine1: '', city: '', state: '', pincode: '' };

describe('the location step’s form values', () => {
  it('writes coordinates as text with six decimals', () => {
    expect(coordinateText(15.5736)).toBe('15.573600');
    expect(coordinateText(-0.1234567)).toBe('-0.123457');
  });

  it('reads a point only when both coordinates are numbers in range', () => {
    expect(pointOf('15.5736', '73.7407')).toEqual({ latitude: 15.5736, longitude: 73.7407 });
    expect(pointOf('', '73.7')).toBeNull();
    expect(pointOf('abc', '73.7')).toBeNull();
    expect(pointOf('95', '73.7')).toBeNull();
    expect(pointOf('15', '181')).toBeNull();
  });

  it('fills the address fields a place knows, when they are still empty', () => {
    const place = { addressLine1: '12 Flea Market Road', city: 'Anjuna', state: 'Goa', pincode: '403509' };
    expect(addressFillFrom(place, empty)).toEqual(place);
    expect(addressFillFrom(place, { ...empty, city: 'Vagator', addressLine1: '  ' })).toEqual({
      addressLine1: '12 Flea Market Road',
      state: 'Goa',
      pincode: '403509',
    });
  });

  it('leaves out what the place does not know, and a pincode that is not six digits', () => {
    expect(
      addressFillFrom({ addressLine1: null, city: 'Panaji', state: 'Goa', pincode: null }, empty),
    ).toEqual({
      city: 'Panaji',
      state: 'Goa',
    });
    expect(addressFillFrom({ addressLine1: '', city: null, state: null, pincode: '4035' }, empty)).toEqual(
      {},
    );
  });
});
