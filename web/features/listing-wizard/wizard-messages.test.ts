import { describe, expect, it } from 'vitest';
import {
  draftFailureToast,
  editSavedToast,
  pathAfterDraft,
  pathAfterEdit,
  pathAfterPublish,
  publishFailureToast,
} from './wizard-messages.ts';

const refused = new Error('400: {"message":"Your listing is not complete: Add at least 5 photos."}');

describe('failure toasts', () => {
  it("say the server's own words when it gave some", () => {
    expect(publishFailureToast(refused)).toEqual({
      title: 'Error publishing property',
      description: 'Your listing is not complete: Add at least 5 photos.',
      variant: 'destructive',
    });
    expect(
      draftFailureToast(new Error('400: {"message":"currentStep: must be at most 11"}')).description,
    ).toBe('must be at most 11');
  });

  it("fall back to the spec's words", () => {
    expect(draftFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error saving draft',
      description: 'Failed to save your progress.',
      variant: 'destructive',
    });
    expect(publishFailureToast(new Error('502: <html>Bad gateway</html>')).description).toBe(
      'Failed to publish your property.',
    );
  });
});

describe('editSavedToast', () => {
  it('says whether the listing went to review or stayed live', () => {
    expect(editSavedToast({ status: 'pending', isListed: true }).description).toMatch(
      /once an admin approves it/,
    );
    expect(editSavedToast({ status: 'approved', isListed: true }).description).toBe(
      'Your listing stayed live with the changes.',
    );
    expect(editSavedToast({ status: 'approved', isListed: false }).description).toMatch(/unlisted/);
    expect(editSavedToast({ status: 'approved', isListed: true }).title).toBe('Changes saved');
  });

  it("tells an admin the owner's listing kept its status", () => {
    expect(editSavedToast({ status: 'rejected', isListed: true }, 'admin')).toEqual({
      title: 'Changes saved',
      description: 'The listing has been updated; its status is unchanged.',
    });
  });
});

describe('where the wizard leads', () => {
  it('goes to the owner dashboard, or the admin panel for an admin', () => {
    expect(pathAfterDraft('owner')).toBe('/owner');
    expect(pathAfterDraft('admin')).toBe('/admin');
    expect(pathAfterPublish('owner')).toBe('/owner');
    expect(pathAfterPublish('admin')).toBe('/admin/properties');
  });

  it("goes back to the listing's page after an edit, the owner's or the admin's", () => {
    expect(pathAfterEdit('owner', 'abc')).toBe('/owner/property/abc');
    expect(pathAfterEdit('admin', 'abc')).toBe('/admin/properties/abc');
  });
});
