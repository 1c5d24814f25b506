import { describe, expect, it } from 'vitest';
import { paymentSignature, signaturesMatch, webhookSignature } from './razorpay-signature.ts';

describe('Razorpay signatures', () => {
  it("gives Razorpay's published example signature", () => {
    const signature = paymentSignature(
      'EnLs21M47BllR3X8PSFtjtbd',
      'order_IEIaMR65cu6nz3',
      'pay_IH4NVgf4Dreq1l',
    );
    expect(signature).toBe('0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f');
  });

  it('matches only the same signature', () => {
    const good = paymentSignature('secret', 'order_1', 'pay_1');
    expect(signaturesMatch(good, good)).toBe(true);
    expect(signaturesMatch(good, `${good.slice(0, -1)}0`)).toBe(good.endsWith('0'));
    expect(signaturesMatch(good, good.slice(1))).toBe(false);
    expect(signaturesMatch(good, paymentSignature('secret', 'order_2', 'pay_1'))).toBe(false);
  });

  it('signs a webhook body byte for byte', () => {
    const body = '{"event":"payment.captured"}';
    expect(webhookSignature('w', body)).toBe(webhookSignature('w', Buffer.from(body)));
    expect(webhookSignature('w', body)).not.toBe(webhookSignature('w', `${body} `));
  });
});
