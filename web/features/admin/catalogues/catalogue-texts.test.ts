import { expect, it } from 'vitest';
import { catalogues } from '../../../../domain/catalogues.ts';
import { catalogueTexts } from './catalogue-texts.ts';

it("says the spec's words for a destination", () => {
  expect(catalogueTexts.destinations).toEqual({
    loading: 'Loading destinations...',
    loadError: "We couldn't load destinations.",
    add: 'Add Destination',
    edit: 'Edit Destination',
    created: 'Destination created successfully',
    updated: 'Destination updated successfully',
    deleted: 'Destination deleted successfully',
    createFailed: 'Failed to create destination',
    updateFailed: 'Failed to update destination',
    deleteFailed: 'Failed to delete destination',
    deleteTitle: 'Delete Destination',
    deleteQuestion: 'Are you sure you want to delete this destination?',
  });
});

it('capitalises only the first word in toasts and every word in titles', () => {
  const texts = catalogueTexts.ratingParameters;
  expect(texts.created).toBe('Rating parameter created successfully');
  expect(texts.loading).toBe('Loading rating parameters...');
  expect(texts.deleteQuestion).toBe('Are you sure you want to delete this rating parameter?');
  expect(texts.add).toBe('Add Rating Parameter');
  expect(catalogueTexts.propertyTypes.edit).toBe('Edit Property Type');
});

it("asks as the badge dialog does where the screen warns that deleting can't be undone", () => {
  expect(catalogueTexts.badges.deleteTitle).toBe('Delete Badge');
  expect(catalogueTexts.badges.deleteQuestion).toBe(
    'Are you sure you want to delete this badge? This action cannot be undone.',
  );
  for (const key of ['propertyTypes', 'contacts', 'taxRegistrations'] as const)
    expect(catalogueTexts[key].deleteQuestion).toMatch(/\? This action cannot be undone\.$/);
  expect(catalogueTexts.amenities.deleteQuestion).toBe('Are you sure you want to delete this amenity?');
});

it('has the words of every catalogue', () => {
  expect(Object.keys(catalogueTexts).sort()).toEqual(Object.keys(catalogues).sort());
});
