import { describe, expect, it } from 'vitest';
import {
  averageBarPercent,
  guestLabel,
  hostName,
  isImageIcon,
  mentionsSmokeAlarm,
  ratingText,
  responseFrom,
  reviewCountText,
  reviewMonth,
  viewerOwnsListing,
} from './property-text.ts';

describe('property page words', () => {
  it('shows the rating to one decimal, or New', () => {
    expect(ratingText('4.67')).toBe('4.7');
    expect(ratingText('4.65')).toBe('4.7');
    expect(ratingText('4.64')).toBe('4.6');
    expect(ratingText('4.96')).toBe('5.0');
    expect(ratingText('5.00')).toBe('5.0');
    expect(ratingText(null)).toBe('New');
  });

  it('counts guests and reviews in the singular and plural', () => {
    expect(guestLabel(1)).toBe('1 guest');
    expect(guestLabel(6)).toBe('6 guests');
    expect(reviewCountText(0)).toBe('No reviews yet');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(12)).toBe('12 reviews');
  });

  it('reads a review’s month and year in the property’s zone', () => {
    expect(reviewMonth('2026-03-14T10:00:00.000Z', 'Asia/Kolkata')).toBe('March 2026');
    // 31 Mar 20:00 UTC is already 1 April in India.
    expect(reviewMonth('2026-03-31T20:00:00.000Z', 'Asia/Kolkata')).toBe('April 2026');
    expect(reviewMonth('not a date', 'Asia/Kolkata')).toBe('');
  });

  it('keeps each zone its own, and reads an unknown zone as India’s', () => {
    expect(reviewMonth('2026-03-31T20:00:00.000Z', 'America/New_York')).toBe('March 2026');
    expect(reviewMonth('2026-03-31T20:00:00.000Z', 'Asia/Kolkata')).toBe('April 2026');
    expect(reviewMonth('2026-03-31T20:00:00.000Z', 'Not/AZone')).toBe('April 2026');
  });

  it('writes India’s months as Intl does, at both edges of each month', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (let month = 0; month < 12; month++) {
      for (const instant of [
        Date.UTC(2026, month, 1, 0, 0) - 330 * 60_000,
        Date.UTC(2026, month + 1, 1) - 330 * 60_000 - 1,
      ]) {
        const iso = new Date(instant).toISOString();
        expect(reviewMonth(iso, 'Asia/Kolkata'), iso).toBe(intl.format(new Date(instant)));
      }
    }
  });

  it('finds a smoke alarm in amenities or safety notes', () => {
    expect(mentionsSmokeAlarm(['Wifi', 'Smoke alarm'])).toBe(true);
    expect(mentionsSmokeAlarm([null, 'carbon monoxide and smoke alarms, a first-aid kit'])).toBe(true);
    expect(mentionsSmokeAlarm(['Smoke detector'])).toBe(true);
    expect(mentionsSmokeAlarm(['No smoking indoors', null])).toBe(false);
  });

  it('names the host and tells image icons from emoji', () => {
    expect(hostName({ firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
    expect(hostName({ firstName: null, lastName: null })).toBe('Your host');
    expect(isImageIcon('/uploads/wifi.png')).toBe(true);
    expect(isImageIcon('https://cdn.example/x.svg')).toBe(true);
    expect(isImageIcon('📶')).toBe(false);
  });
});

describe('reviews after booking', () => {
  it('names who responded', () => {
    expect(responseFrom('Ravi')).toBe('Response from Ravi');
    expect(responseFrom(' ')).toBe('Response from the host');
    expect(responseFrom(null)).toBe('Response from the host');
  });

  it('draws an average out of 5 as a bar', () => {
    expect(averageBarPercent('5.00')).toBe(100);
    expect(averageBarPercent('4.00')).toBe(80);
    expect(averageBarPercent('nope')).toBe(0);
  });

  it('offers Respond only to the owner of the listing', () => {
    expect(viewerOwnsListing({ id: 'u1' }, 'u1')).toBe(true);
    expect(viewerOwnsListing({ id: 'u1' }, 'u2')).toBe(false);
    expect(viewerOwnsListing({ id: 'u1' }, null)).toBe(false);
  });
});
