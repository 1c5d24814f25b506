import type Razorpay from 'razorpay';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Route's transfers through the official package: a transfer from a captured payment
 * (`POST /v1/payments/{id}/transfers`, not held: Basera transfers at release, decision 92) and a
 * reversal (`POST /v1/transfers/{id}/reversals`).
 */
export function razorpayTransfers(client: Razorpay): Pick<PaymentProvider, 'transfer' | 'reverseTransfer'> {
  return {
    async transfer({ paymentId, accountId, amountPaise, notes }) {
      // The payout's id in the notes is the idempotency key: an earlier attempt whose answer was
      // lost is found among the payment's transfers, not made twice.
      const earlier = await client.payments.fetchTransfer(paymentId);
      const done = earlier.items.find((item) => {
        const earlierNotes = item.notes as Record<string, unknown> | undefined;
        return earlierNotes?.payout_id === notes.payout_id && earlierNotes?.attempt === notes.attempt;
      });
      if (done) return { transferId: done.id };
      const made = await client.payments.transfer(paymentId, {
        transfers: [{ account: accountId, amount: amountPaise, currency: 'INR', notes, on_hold: false }],
      });
      const transfer = made.items[0];
      if (!transfer) throw new Error(`Razorpay made no transfer of ${paymentId}`);
      return { transferId: transfer.id };
    },
    async reverseTransfer({ transferId, amountPaise }) {
      const reversal = await client.transfers.reverse(transferId, { amount: amountPaise });
      return { reversalId: reversal.id };
    },
  };
}
