import { describe, expect, it } from 'vitest';
import { completeListing, draftBody, emptyListingForm, listingForm } from './listings.ts';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a draft', () => {
  it('may hold any part of the form', () => {
    expect(draftBody.safeParse({ draftData: {}, currentStep: 1 }).success).toBe(true);
    expect(draftBody.safeParse({ draftData: { title: 'Villa', maxGuests: 4 }, currentStep: 7 }).success).toBe(
      true,
    );
  });

  it('is still checked for types and bounds', () => {
    expect(
      problems(draftBody.safeParse({ draftData: { maxGuests: 21, pincode: '40a' }, currentStep: 12 })),
    ).toEqual([
      'draftData.pincode: must be digits only, at most 6',
      'draftData.maxGuests: must be at most 20',
      'currentStep: must be at most 11',
    ]);
    expect(
      problems(
        draftBody.safeParse({ draftData: { title: 'x'.repeat(33), latitude: 'north' }, currentStep: 2 }),
      ),
    ).toEqual(['draftData.title: must be at most 32 characters', 'draftData.latitude: must be a number']);
  });
});

describe('a complete listing', () => {
  it('starts from the spec defaults', () => {
    expect(listingForm.parse(emptyListingForm)).toEqual(emptyListingForm);
    expect(emptyListingForm).toMatchObject({
      country: 'India',
      maxGuests: 1,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
    });
  });

  it('names each missing review item by its field', () => {
    const paths = completeListing.safeParse(emptyListingForm).error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual([
      'propertyType',
      'location',
      'address',
      'amenities',
      'photos',
      'title',
      'description',
      'pricing',
      'safety',
    ]);
  });
});
