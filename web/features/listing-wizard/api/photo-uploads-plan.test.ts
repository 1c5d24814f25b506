import { describe, expect, it } from 'vitest';
import { batchToast, photoProgressText, planPhotoBatch, readyInOrder } from './photo-uploads-plan.ts';

const MB = 1024 * 1024;
const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('planPhotoBatch', () => {
  it('sends images of at most 10MB in the order chosen', () => {
    const plan = planPhotoBatch([file('a.jpg'), file('b.png', 'image/png', 10 * MB)], 30);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(plan).toMatchObject({ refusal: null, refused: 0, overLimit: 0 });
  });

  it("refuses what is not an image, or too large, with the spec's words for the first", () => {
    const plan = planPhotoBatch(
      [file('notes.txt', 'text/plain'), file('big.jpg', 'image/jpeg', 10 * MB + 1), file('ok.jpg')],
      30,
    );
    expect(plan.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(plan.refused).toBe(2);
    expect(plan.refusal).toEqual({
      title: 'Invalid file type',
      description: 'Please upload only image files.',
      variant: 'destructive',
    });
    expect(planPhotoBatch([file('big.jpg', 'image/jpeg', 11 * MB)], 30).refusal).toEqual({
      title: 'File too large',
      description: 'Please upload images smaller than 10MB.',
      variant: 'destructive',
    });
  });

  it('keeps within the room left on the listing', () => {
    const plan = planPhotoBatch([file('a.jpg'), file('b.jpg'), file('c.jpg')], 2);
    expect(plan.accepted).toHaveLength(2);
    expect(plan.overLimit).toBe(1);
    expect(planPhotoBatch([file('a.jpg')], 0).overLimit).toBe(1);
  });
});

describe('batchToast', () => {
  it('counts the photos added', () => {
    expect(batchToast({ added: 3, failed: 0, refused: 0, overLimit: 0 })).toEqual({
      title: 'Photos uploaded',
      description: '3 photo(s) added successfully',
    });
  });

  it('names what was left out of a batch that added some', () => {
    expect(batchToast({ added: 2, failed: 1, refused: 0, overLimit: 0 })?.description).toBe(
      '2 photo(s) added successfully. 1 file could not be added.',
    );
    expect(batchToast({ added: 1, failed: 1, refused: 1, overLimit: 1 })?.description).toBe(
      '1 photo(s) added successfully. 3 files could not be added.',
    );
  });

  it('leaves the refusal or failure toast standing when none was added', () => {
    expect(batchToast({ added: 0, failed: 2, refused: 0, overLimit: 0 })).toBeNull();
    expect(batchToast({ added: 0, failed: 0, refused: 1, overLimit: 0 })).toBeNull();
    expect(batchToast({ added: 0, failed: 0, refused: 0, overLimit: 2 })?.title).toBe('Photo limit reached');
  });
});

describe('readyInOrder', () => {
  it('adds photos in the order chosen, each once those before it are done', () => {
    expect(readyInOrder([undefined, 'b'], 0)).toEqual({ urls: [], flushed: 0 });
    expect(readyInOrder(['a', 'b', undefined, 'd'], 0)).toEqual({ urls: ['a', 'b'], flushed: 2 });
    expect(readyInOrder(['a', 'b', null, 'd'], 2)).toEqual({ urls: ['d'], flushed: 4 });
    expect(readyInOrder(['a'], 1)).toEqual({ urls: [], flushed: 1 });
  });
});

describe('photoProgressText', () => {
  it('counts towards the 5 photos review asks for', () => {
    expect(photoProgressText(0)).toBe('No photos yet — add at least 5');
    expect(photoProgressText(1)).toBe('1 of 5 photos — add 4 more');
    expect(photoProgressText(3)).toBe('3 of 5 photos — add 2 more');
    expect(photoProgressText(5)).toBe('5 photos — ready');
    expect(photoProgressText(12)).toBe('12 photos — ready');
  });
});
