import { describe, expect, it } from 'vitest';
import { deletionBlock, draftNotReviewable, reviewOutcome } from './listing-review.ts';

const approve = { action: 'approve' } as const;
const reject = (reason: string) => ({ action: 'reject', reason }) as const;

describe('approving a listing', () => {
  it('puts a pending or rejected listing live, the rejection reason cleared', () => {
    for (const status of ['pending', 'rejected'] as const)
      expect(reviewOutcome({ status, rejectionReason: 'Blurry photos' }, approve)).toEqual({
        kind: 'change',
        status: 'approved',
        rejectionReason: null,
      });
  });

  it('leaves an approved listing as it is', () => {
    expect(reviewOutcome({ status: 'approved', rejectionReason: null }, approve)).toEqual({
      kind: 'unchanged',
    });
  });
});

describe('rejecting a listing', () => {
  it('turns down a pending listing and takes down an approved one, with the reason trimmed', () => {
    for (const status of ['pending', 'approved'] as const)
      expect(reviewOutcome({ status, rejectionReason: null }, reject('  Blurry photos \n'))).toEqual({
        kind: 'change',
        status: 'rejected',
        rejectionReason: 'Blurry photos',
      });
  });

  it('changes nothing when it is rejected already for the same reason', () => {
    expect(
      reviewOutcome({ status: 'rejected', rejectionReason: 'Blurry photos' }, reject(' Blurry photos ')),
    ).toEqual({ kind: 'unchanged' });
  });

  it('replaces the reason of a rejected listing given another one', () => {
    expect(
      reviewOutcome({ status: 'rejected', rejectionReason: 'Blurry photos' }, reject('Wrong address')),
    ).toEqual({ kind: 'change', status: 'rejected', rejectionReason: 'Wrong address' });
  });
});

describe('a draft', () => {
  it('cannot be approved or rejected: it was never submitted', () => {
    for (const decision of [approve, reject('No')])
      expect(reviewOutcome({ status: 'draft', rejectionReason: null }, decision)).toEqual({
        kind: 'refused',
        message: draftNotReviewable(),
      });
  });
});

describe('deleting a listing', () => {
  it('is refused while bookings are to come, then while any booking keeps its history', () => {
    expect(deletionBlock({ upcoming: 1, total: 3 })).toBe('upcoming-bookings');
    expect(deletionBlock({ upcoming: 0, total: 2 })).toBe('booking-history');
    expect(deletionBlock({ upcoming: 0, total: 0 })).toBeNull();
  });
});
