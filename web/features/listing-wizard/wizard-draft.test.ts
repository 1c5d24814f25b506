import { describe, expect, it } from 'vitest';
import { emptyListingForm } from '../../../domain/schemas/listings.ts';
import { draftBodyOf, formFromDraft, stepFromDraft } from './wizard-draft.ts';

describe('formFromDraft', () => {
  it('opens the empty form when there is no draft', () => {
    expect(formFromDraft(null)).toEqual(emptyListingForm);
    expect(formFromDraft({})).toEqual(emptyListingForm);
  });

  it('keeps every value the draft holds, photos included, over the defaults', () => {
    const photos = [
      { url: '/api/uploads/a.webp', caption: '', roomType: 'general', sortOrder: 0, isMainPhoto: true },
    ];
    const form = formFromDraft({ title: 'Peaceful Villa', bedrooms: 0, photos, instantBook: true });
    expect(form.title).toBe('Peaceful Villa');
    expect(form.bedrooms).toBe(0);
    expect(form.photos).toEqual(photos);
    expect(form.instantBook).toBe(true);
    expect(form.country).toBe('India');
    expect(form.maxGuests).toBe(1);
  });

  it('lets the defaults fill what the draft left undefined', () => {
    expect(formFromDraft({ country: undefined }).country).toBe('India');
  });
});

describe('stepFromDraft', () => {
  it('reopens at the stored step, kept within 1-11', () => {
    expect(stepFromDraft(8)).toBe(8);
    expect(stepFromDraft(0)).toBe(1);
    expect(stepFromDraft(14)).toBe(11);
    expect(stepFromDraft(2.5)).toBe(1);
    expect(stepFromDraft(undefined)).toBe(1);
  });
});

describe('draftBodyOf', () => {
  it('sends the whole form and the step', () => {
    const form = { ...emptyListingForm, title: 'Central Flat' };
    expect(draftBodyOf(form, 7)).toEqual({ draftData: form, currentStep: 7 });
  });
});
