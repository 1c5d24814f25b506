import { describe, expect, it } from 'vitest';
import { changesReviewedFacts, type ReviewedFacts, statusAfterEdit } from './listing-edits.ts';

const place: ReviewedFacts = {
  propertyTypeId: '7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10',
  addressLine1: '12 Flea Market Road',
  city: 'Anjuna',
  state: 'Goa',
  pincode: '403509',
  latitude: '15.573600',
  longitude: '73.740700',
};

describe('what the review checked', () => {
  it('is unchanged by spacing, letter case and trailing zeros of the coordinates', () => {
    expect(
      changesReviewedFacts(place, {
        ...place,
        city: ' anjuna ',
        addressLine1: '12 FLEA MARKET ROAD',
        latitude: '15.5736',
        longitude: '73.7407000001',
      }),
    ).toBe(false);
  });

  it('changes with the property type, any address field or the map point', () => {
    const changes: Partial<ReviewedFacts>[] = [
      { propertyTypeId: '3f1c2b7e-2f4d-4f5e-9a6b-1c2d3e4f5a6b' },
      { addressLine1: '14 Flea Market Road' },
      { city: 'Vagator' },
      { state: 'Maharashtra' },
      { pincode: '403510' },
      { latitude: '15.5737' },
      { longitude: '' },
    ];
    for (const change of changes) expect(changesReviewedFacts(place, { ...place, ...change })).toBe(true);
  });
});

describe('status after an edit', () => {
  it('keeps an approved listing approved when only content changes', () => {
    expect(statusAfterEdit({ status: 'approved', rejectionReason: null }, place, place)).toEqual({
      status: 'approved',
      rejectionReason: null,
      needsReview: false,
    });
  });

  it('sends an approved listing back to pending when it moves or changes type', () => {
    expect(
      statusAfterEdit({ status: 'approved', rejectionReason: null }, place, { ...place, city: 'Vagator' }),
    ).toEqual({ status: 'pending', rejectionReason: null, needsReview: true });
  });

  it('resubmits a rejected listing with the reason cleared, whatever changed', () => {
    expect(statusAfterEdit({ status: 'rejected', rejectionReason: 'Blurry photos' }, place, place)).toEqual({
      status: 'pending',
      rejectionReason: null,
      needsReview: true,
    });
  });

  it('leaves a pending listing pending', () => {
    expect(
      statusAfterEdit({ status: 'pending', rejectionReason: null }, place, { ...place, city: 'Vagator' }),
    ).toEqual({ status: 'pending', rejectionReason: null, needsReview: true });
  });
});
