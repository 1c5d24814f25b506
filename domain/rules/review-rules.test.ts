import { describe, expect, it } from 'vitest';
import {
  type ReviewableStay,
  ratingsProblem,
  reviewAlreadyWritten,
  reviewBeforeStayEnded,
  reviewRefusal,
  reviewWindowClosed,
} from './review-rules.ts';
import { speaking } from './speaking.testing.ts';

const REVIEW_WINDOW_CLOSED = reviewWindowClosed(14);

const stay = (changes: Partial<ReviewableStay>): ReviewableStay => ({
  status: 'completed',
  checkOut: '2027-03-15',
  today: '2027-03-16',
  alreadyReviewed: false,
  windowDays: 14,
  ...changes,
});

describe('reviewRefusal', () => {
  it('lets the guest review a completed stay from check-out day to 14 days after it', () => {
    for (const today of ['2027-03-15', '2027-03-16', '2027-03-28', '2027-03-29']) {
      expect(reviewRefusal(stay({ today })), today).toBeNull();
    }
  });

  it('closes the window on the 15th day after check-out, across a month end', () => {
    expect(reviewRefusal(stay({ today: '2027-03-30' }))).toBe(REVIEW_WINDOW_CLOSED);
    expect(reviewRefusal(stay({ checkOut: '2027-02-20', today: '2027-03-06' }))).toBeNull();
    expect(reviewRefusal(stay({ checkOut: '2027-02-20', today: '2027-03-07' }))).toBe(REVIEW_WINDOW_CLOSED);
    expect(REVIEW_WINDOW_CLOSED).toBe('Reviews can be written up to 14 days after check-out');
  });

  it('follows the configured window: 3 days closes on the 4th day after check-out', () => {
    expect(reviewRefusal(stay({ windowDays: 3, today: '2027-03-18' }))).toBeNull();
    expect(reviewRefusal(stay({ windowDays: 3, today: '2027-03-19' }))).toBe(
      'Reviews can be written up to 3 days after check-out',
    );
  });

  it('refuses a stay that is not completed, or whose check-out day has not come', () => {
    for (const status of ['pending', 'confirmed', 'cancelled', 'expired'] as const) {
      expect(reviewRefusal(stay({ status })), status).toBe(reviewBeforeStayEnded());
    }
    expect(reviewRefusal(stay({ today: '2027-03-14' }))).toBe(reviewBeforeStayEnded());
  });

  it('names an existing review before a closed window', () => {
    expect(reviewRefusal(stay({ alreadyReviewed: true }))).toBe(reviewAlreadyWritten());
    expect(reviewRefusal(stay({ alreadyReviewed: true, today: '2027-05-01' }))).toBe(reviewAlreadyWritten());
  });
});

describe('ratingsProblem', () => {
  const parameters = [
    { id: 'c', name: 'Cleanliness', isActive: true },
    { id: 'a', name: 'Accuracy', isActive: true },
    { id: 'v', name: 'Value', isActive: true },
    { id: 'w', name: 'Wi-Fi', isActive: false },
  ];

  it('accepts a score for every active parameter and nothing else', () => {
    expect(ratingsProblem({ c: 5, a: 4, v: 3 }, parameters)).toBeNull();
  });

  it('names the missing parameters in their order', () => {
    expect(ratingsProblem({ v: 3 }, parameters)).toBe('ratings: missing Cleanliness, Accuracy');
    expect(ratingsProblem({}, parameters)).toBe('ratings: missing Cleanliness, Accuracy, Value');
  });

  it('names an inactive parameter by name and an unknown one by its id', () => {
    expect(ratingsProblem({ c: 5, a: 4, v: 3, w: 2 }, parameters)).toBe(
      'ratings: Wi-Fi is not a rating parameter',
    );
    expect(ratingsProblem({ c: 5, a: 4, v: 3, w: 2, zz: 1 }, parameters)).toBe(
      'ratings: Wi-Fi, zz are not rating parameters',
    );
  });

  it('names missing and extra together', () => {
    expect(ratingsProblem({ c: 5, a: 4, w: 2 }, parameters)).toBe(
      'ratings: missing Value; Wi-Fi is not a rating parameter',
    );
  });

  it('refuses every review while no parameter is active (there would be no rating)', () => {
    expect(ratingsProblem({}, [{ id: 'w', name: 'Wi-Fi', isActive: false }])).toBe(
      'ratings: no rating parameter is active yet',
    );
  });

  it('speaks Hindi to a Hindi request, the field name as the API names it', () => {
    expect(speaking('hi', () => ratingsProblem({ c: 5, a: 4, w: 2 }, parameters))).toBe(
      'ratings: Value की रेटिंग नहीं दी गई; Wi-Fi कोई रेटिंग पैरामीटर नहीं है',
    );
    expect(speaking('hi', () => reviewRefusal(stay({ today: '2027-03-30' })))).toBe(
      'चेक-आउट के 14 दिन बाद तक ही समीक्षा लिखी जा सकती है',
    );
    expect(reviewWindowClosed(1)).toBe('Reviews can be written up to 1 day after check-out');
  });
});
