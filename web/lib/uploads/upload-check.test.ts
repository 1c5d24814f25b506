import { describe, expect, it } from 'vitest';
import { acceptFor, uploadProblem } from './upload-check.ts';

const MB = 1024 * 1024;
const file = (type: string, size = 1000, name = 'file') => ({ name, type, size });

describe('uploadProblem', () => {
  it('accepts an image within the profile photo limit, 5MB included', () => {
    expect(uploadProblem(file('image/png'), 'profile')).toBeNull();
    expect(uploadProblem(file('image/jpeg', 5 * MB), 'profile')).toBeNull();
  });

  it("refuses a file that is not an image with the spec's words", () => {
    expect(uploadProblem(file('text/plain'), 'profile')).toEqual({
      title: 'Invalid file type',
      description: 'Please select a valid image file.',
      variant: 'destructive',
    });
    expect(uploadProblem(file(''), 'photo')?.description).toBe('Please upload only image files.');
  });

  it('refuses a photo over its limit', () => {
    expect(uploadProblem(file('image/jpeg', 5 * MB + 1), 'profile')).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
      variant: 'destructive',
    });
    expect(uploadProblem(file('image/jpeg', 10 * MB), 'photo')).toBeNull();
    expect(uploadProblem(file('image/jpeg', 10 * MB + 1), 'photo')?.description).toBe(
      'Please upload images smaller than 10MB.',
    );
  });

  it('holds the admin catalogue to under 5 MB', () => {
    expect(uploadProblem(file('image/png', 5 * MB), 'catalog')?.description).toBe(
      'File size must be less than 5MB',
    );
    expect(uploadProblem(file('application/pdf'), 'catalog')?.description).toBe(
      'Please select an image file',
    );
  });

  it('takes PDF and Word documents for a NOC, by type or, without one, by extension', () => {
    expect(uploadProblem(file('application/pdf'), 'document')).toBeNull();
    expect(
      uploadProblem(
        file('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        'document',
      ),
    ).toBeNull();
    expect(uploadProblem(file('', 1000, 'noc.DOC'), 'document')).toBeNull();
    expect(uploadProblem(file('image/png'), 'document')?.description).toBe(
      'Please upload PDF, DOC, or DOCX files only.',
    );
    expect(uploadProblem(file('application/pdf', 10 * MB + 1), 'document')?.title).toBe('File too large');
  });
});

describe('acceptFor', () => {
  it('offers any image for photos, and PDF and Word files for documents', () => {
    for (const purpose of ['photo', 'profile', 'catalog'] as const)
      expect(acceptFor(purpose)).toBe('image/*');
    expect(acceptFor('document')).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});
