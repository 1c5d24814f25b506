import { describe, expect, it } from 'vitest';
import { speaking } from '../speaking.testing.ts';
import { bookingEventLine, shownMessageBody, storedEventLine } from './booking-event-lines.ts';
import { HIDDEN_CONTACT } from './contact-details.ts';

describe('booking event lines', () => {
  it('are stored in English, whatever language caused them', () => {
    expect(speaking('hi', () => storedEventLine('confirmed'))).toBe(
      'Payment received. The booking is confirmed.',
    );
    expect(bookingEventLine('cancelled_by_basera', 'hi')).toBe('Basera ने बुकिंग रद्द कर दी।');
  });

  it('are shown in the reader’s language, as is the hidden-contact marker', () => {
    const stored = storedEventLine('declined');
    expect(shownMessageBody(stored)).toBe(stored);
    expect(speaking('hi', () => shownMessageBody(stored))).toBe('होस्ट ने अनुरोध अस्वीकार कर दिया।');
    const hidden = `Call me on ${HIDDEN_CONTACT} or ${HIDDEN_CONTACT}`;
    expect(shownMessageBody(hidden)).toBe(hidden);
    expect(speaking('hi', () => shownMessageBody(hidden))).toBe(
      'Call me on [बुकिंग कन्फ़र्म होने तक छिपाया गया] or [बुकिंग कन्फ़र्म होने तक छिपाया गया]',
    );
    expect(speaking('hi', () => shownMessageBody('See you at noon'))).toBe('See you at noon');
  });
});
