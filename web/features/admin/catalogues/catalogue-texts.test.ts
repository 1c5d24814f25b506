import { expect, it } from 'vitest';
import { catalogues } from '../../../../domain/catalogues.ts';
import { catalogueTexts, titleCase } from './catalogue-texts.ts';

it("says the spec's words for a destination", () => {
  const { noun, plural } = catalogues.destinations;
  expect(catalogueTexts(noun, plural)).toEqual({
    loading: 'Loading destinations...',
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
  const texts = catalogueTexts(catalogues.ratingParameters.noun, catalogues.ratingParameters.plural);
  expect(texts.created).toBe('Rating parameter created successfully');
  expect(texts.loading).toBe('Loading rating parameters...');
  expect(texts.deleteQuestion).toBe('Are you sure you want to delete this rating parameter?');
  expect(texts.add).toBe('Add Rating Parameter');
  expect(titleCase('property type')).toBe('Property Type');
});

it("asks as the badge dialog does where the screen warns that deleting can't be undone", () => {
  const texts = catalogueTexts(catalogues.badges.noun, catalogues.badges.plural, true);
  expect(texts.deleteTitle).toBe('Delete Badge');
  expect(texts.deleteQuestion).toBe(
    'Are you sure you want to delete this badge? This action cannot be undone.',
  );
});
