import { describe, expect, it } from 'vitest';
import {
  checkInText,
  checkOutText,
  confirmationHeading,
  confirmationState,
  hasCancellationTerms,
} from './confirmation-labels.ts';

describe('the confirmation page', () => {
  it('tells a paid stay it is booked', () => {
    const state = confirmationState({ status: 'confirmed', paymentMethod: 'razorpay' });
    expect(state).toBe('booked');
    expect(confirmationHeading(state).title).toBe('Your stay is booked');
  });

  it('tells a request by contact that it waits for the host', () => {
    const state = confirmationState({ status: 'pending', paymentMethod: 'contact' });
    expect(state).toBe('requested');
    expect(confirmationHeading(state).title).toBe('Request sent: waiting for the host');
    expect(confirmationHeading(state).text).toContain('Nothing is charged online');
  });

  it('tells an online booking not yet paid that it waits for its payment', () => {
    const state = confirmationState({ status: 'pending', paymentMethod: 'razorpay' });
    expect(state).toBe('awaiting_payment');
    expect(confirmationHeading(state).title).toBe('Waiting for your payment');
  });

  it('never calls a stay that ended booked', () => {
    for (const status of ['cancelled', 'expired', 'declined'] as const) {
      const state = confirmationState({ status, paymentMethod: 'razorpay' });
      expect(state).toBe('ended');
      expect(confirmationHeading(state).title).toBe('This booking is no longer active');
      expect(hasCancellationTerms(state)).toBe(false);
    }
    expect(hasCancellationTerms('completed')).toBe(false);
    expect(hasCancellationTerms('booked')).toBe(true);
  });

  it("writes when with the listing's times", () => {
    expect(checkInText('2027-03-12', '14:00')).toBe('12 Mar 2027, after 2:00 pm');
    expect(checkOutText('2027-03-15', '11:00')).toBe('15 Mar 2027, before 11:00 am');
  });
});
