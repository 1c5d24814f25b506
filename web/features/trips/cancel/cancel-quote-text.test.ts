import { describe, expect, it } from 'vitest';
import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import {
  cancelledToastText,
  changedQuoteSentence,
  deadlineSentences,
  listingMoment,
  quoteLines,
  ruleText,
  zonedParts,
  zoneName,
} from './cancel-quote-text.ts';

// docs/cancellation-policy.md's example: Goa, check-in 14:00 IST on 12 Mar 2027 (08:30 UTC),
// 3 nights ₹12,000, cleaning ₹800, service ₹1,200, paid ₹14,000 (a booking from before GST: no taxes).
const goa: CancellationQuote = {
  policy: 'Flexible',
  rule: 'Flexible',
  deadline: '2027-03-12T14:00:00.000+05:30',
  refundDropsAt: '2027-03-11T14:00:00.000+05:30',
  timeZone: 'Asia/Kolkata',
  refundPaise: 1_400_000,
  refund: '14000.00',
  breakdown: { nights: '12000.00', cleaningFee: '800.00', serviceFee: '1200.00', taxes: '0.00' },
  paid: '14000.00',
};

describe('the zone named in words', () => {
  it('calls Asia/Kolkata India time, any other zone by its city', () => {
    expect(zoneName('Asia/Kolkata')).toBe('India time');
    expect(zoneName('Asia/Calcutta')).toBe('India time');
    expect(zoneName('Asia/Dubai')).toBe('Dubai time');
    expect(zoneName('America/Los_Angeles')).toBe('Los Angeles time');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
  });
});

describe('an instant on the listing clock', () => {
  it('reads the date and time in the listing zone, whatever the browser zone', () => {
    expect(zonedParts('2027-03-12T08:30:00Z', 'Asia/Kolkata')).toEqual({ date: '2027-03-12', time: '14:00' });
    // 19:00 UTC is already the next day in India.
    expect(zonedParts('2027-03-11T19:00:00Z', 'Asia/Kolkata')).toEqual({ date: '2027-03-12', time: '00:30' });
    expect(listingMoment('2027-03-11T19:00:00Z', 'Asia/Kolkata')).toBe(
      '12:30 am on 12 Mar 2027 (India time)',
    );
    expect(listingMoment('2027-03-12T15:00:00.000+04:00', 'Asia/Dubai')).toBe(
      '3:00 pm on 12 Mar 2027 (Dubai time)',
    );
  });

  it('falls back to India time for a zone it cannot read, and to nothing for no instant', () => {
    expect(zonedParts('2027-03-12T08:30:00Z', 'Not/AZone')).toEqual({ date: '2027-03-12', time: '14:00' });
    expect(listingMoment('nonsense', 'Asia/Kolkata')).toBe('');
  });
});

describe('the deadline sentences', () => {
  it('Flexible, more than 24 hours before: full refund until 24 hours before check-in', () => {
    expect(deadlineSentences(goa)).toEqual([
      'Full refund until 2:00 pm on 11 Mar 2027 (India time).',
      'After that, 50% of the nights and the fees are refunded.',
    ]);
  });

  it('Flexible, within 24 hours: half the nights and the fees until check-in', () => {
    const late = {
      ...goa,
      refundDropsAt: goa.deadline,
      refundPaise: 800_000,
      refund: '8000.00',
      breakdown: { ...goa.breakdown, nights: '6000.00' },
    };
    expect(deadlineSentences(late)).toEqual([
      '50% of the nights and the fees refunded until check-in at 2:00 pm on 12 Mar 2027 (India time).',
      'After that, nothing is refunded.',
    ]);
  });

  it('Moderate: full refund until 5 days before', () => {
    const moderate = {
      ...goa,
      policy: 'Moderate',
      rule: 'Moderate',
      refundDropsAt: '2027-03-07T14:00:00.000+05:30',
    } as const;
    expect(deadlineSentences(moderate)[0]).toBe('Full refund until 2:00 pm on 7 Mar 2027 (India time).');
  });

  it('Strict: half the nights and the cleaning fee, then only the cleaning fee, then nothing', () => {
    const strict = {
      ...goa,
      policy: 'Strict',
      rule: 'Strict',
      refundDropsAt: '2027-03-05T14:00:00.000+05:30',
    } as const;
    expect(deadlineSentences(strict)).toEqual([
      '50% of the nights and the cleaning fee refunded until 2:00 pm on 5 Mar 2027 (India time).',
      'After that, only the cleaning fee is refunded.',
    ]);
    expect(deadlineSentences({ ...strict, refundDropsAt: strict.deadline })).toEqual([
      'The cleaning fee refunded until check-in at 2:00 pm on 12 Mar 2027 (India time).',
      'After that, nothing is refunded.',
    ]);
  });

  it('a long stay follows its own rule: full refund until 30 days before, then half the nights and the cleaning fee', () => {
    const long = {
      ...goa,
      policy: 'Strict',
      rule: 'Long stay',
      refundDropsAt: '2027-02-10T14:00:00.000+05:30',
    } as const;
    expect(deadlineSentences(long)).toEqual([
      'Full refund until 2:00 pm on 10 Feb 2027 (India time).',
      'After that, 50% of the nights and the cleaning fee are refunded.',
    ]);
    expect(ruleText(long)).toBe('Long-stay rule (28 nights or more), in place of the Strict policy');
    expect(ruleText(goa)).toBe('Flexible cancellation policy');
  });

  it('names a listing zone other than India by its city, at its own check-in time', () => {
    const dubai = {
      ...goa,
      timeZone: 'Asia/Dubai',
      deadline: '2027-03-12T15:00:00.000+04:00',
      refundDropsAt: '2027-03-11T15:00:00.000+04:00',
    };
    expect(deadlineSentences(dubai)[0]).toBe('Full refund until 3:00 pm on 11 Mar 2027 (Dubai time).');
  });

  it('after check-in nothing is refunded; a request never paid has nothing to charge or refund', () => {
    const after = { ...goa, refundDropsAt: null, refundPaise: 0, refund: '0.00' };
    expect(deadlineSentences(after)).toEqual([
      'Check-in was at 2:00 pm on 12 Mar 2027 (India time): nothing is refunded after it.',
    ]);
    expect(deadlineSentences({ ...after, paid: '0.00' })).toEqual([
      'Nothing has been paid for this booking, so nothing will be charged or refunded.',
    ]);
  });
});

describe('the amounts', () => {
  it('lists every part in rupees with Indian grouping', () => {
    expect(
      quoteLines({
        ...goa,
        breakdown: { nights: '120000.50', cleaningFee: '800.00', serviceFee: '0.00', taxes: '0.00' },
      }),
    ).toEqual([
      { label: 'Nights refunded', amount: '₹1,20,000.50' },
      { label: 'Cleaning fee refunded', amount: '₹800' },
      { label: 'Service fee refunded', amount: '₹0' },
    ]);
  });

  it('adds the GST refunded as its own line when there is some', () => {
    // The same stay taxed: 5% on the nights and cleaning (₹640), 18% on the service fee (₹216).
    const taxed = { ...goa, breakdown: { ...goa.breakdown, taxes: '856.00' } };
    expect(quoteLines(taxed).at(-1)).toEqual({ label: 'Taxes (GST) refunded', amount: '₹856' });
    expect(quoteLines(goa).map((line) => line.label)).toEqual([
      'Nights refunded',
      'Cleaning fee refunded',
      'Service fee refunded',
    ]);
  });

  it('says the refund changed, and what the toast tells', () => {
    const now = { ...goa, refundPaise: 800_000, refund: '8000.00' };
    expect(changedQuoteSentence(goa, now)).toBe(
      'The refund changed since it was shown: cancelling now gives back ₹8,000. It was ₹14,000. Please confirm again.',
    );
    expect(changedQuoteSentence(undefined, now)).toBe(
      'The refund changed since it was shown: cancelling now gives back ₹8,000. Please confirm again.',
    );
    expect(cancelledToastText(1_400_050)).toBe(
      '₹14,000.50 will be refunded to your original payment method. Refunds take 5-10 business days.',
    );
    expect(cancelledToastText(0)).toBe('Nothing is refunded for this booking.');
  });
});
