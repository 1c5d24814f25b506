import { describe, expect, it } from 'vitest';
import { verifyFailureToast } from './verify-outcome.ts';

const answer = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe('verifyFailureToast', () => {
  it("says Payment Refunded with the server's reason when verify answers 409, never Booking Confirmed!", () => {
    const message =
      'Your payment arrived after this booking had been cancelled. The full amount has been refunded.';
    expect(verifyFailureToast(answer(409, { message }))).toEqual({
      title: 'Payment Refunded',
      description: message,
      variant: 'destructive',
    });
  });

  it("keeps the spec's Booking Failed for any other refusal", () => {
    expect(verifyFailureToast(answer(400, { message: 'Payment verification failed: bad' }))).toMatchObject({
      title: 'Booking Failed',
      description: 'Payment verification failed: bad',
    });
    expect(verifyFailureToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Booking Failed',
      description: 'Payment verification failed. Please contact support.',
    });
  });
});
