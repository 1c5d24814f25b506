import { describe, expect, it } from 'vitest';
import { staleQuoteOf } from './cancel-booking.ts';

describe('a refused cancel', () => {
  it('carries the new quote when the refund changed', () => {
    const quote = { refundPaise: 800_000, refund: '8000.00' };
    expect(
      staleQuoteOf(new Error(`409: ${JSON.stringify({ message: 'The refund changed', quote })}`)),
    ).toEqual(quote);
  });

  it('carries none when the booking cannot be cancelled, or for another failure', () => {
    expect(staleQuoteOf(new Error('409: {"message":"This booking is already cancelled"}'))).toBeNull();
    expect(staleQuoteOf(new Error('500: Internal Server Error'))).toBeNull();
    expect(staleQuoteOf(new Error(`400: ${JSON.stringify({ quote: { refundPaise: 1 } })}`))).toBeNull();
    expect(staleQuoteOf('nope')).toBeNull();
  });
});
