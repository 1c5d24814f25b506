import type { PaymentProvider, SignedWebhook, TransferRequest } from './payment-provider.ts';
import { webhookSignature } from './razorpay-signature.ts';
import { providerId } from './simulated-ids.ts';

/** A webhook signed with the webhook secret, shaped as Razorpay sends them. */
export function signedEvent(
  webhookSecret: string,
  event: string,
  payload: Record<string, unknown>,
  now = new Date(),
): SignedWebhook {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_simulated',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(now.getTime() / 1000),
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': providerId('evt'),
      'x-razorpay-signature': webhookSignature(webhookSecret, body),
    },
  };
}

/**
 * The simulated gateway's transfers: made at once (no bank), each followed by Route's webhooks,
 * `transfer.processed` and then `settlement.processed` (the linked account paid out), handed to
 * whatever the app attached with `deliverWebhooksTo`. A repeat for a payout answers the first transfer.
 */
export function simulatedRoute(
  webhookSecret: () => string,
): Pick<PaymentProvider, 'transfer' | 'reverseTransfer' | 'deliverWebhooksTo'> {
  let deliver: ((webhooks: SignedWebhook[]) => void) | undefined;
  const made = new Map<string, string>();
  const transferEntity = (id: string, t: TransferRequest, settlementId: string | null) => ({
    id,
    entity: 'transfer',
    source: t.paymentId,
    recipient: t.accountId,
    amount: t.amountPaise,
    currency: 'INR',
    notes: t.notes,
    on_hold: false,
    recipient_settlement_id: settlementId,
  });
  return {
    deliverWebhooksTo(sink) {
      deliver = sink;
    },
    async transfer(t) {
      const key = `${t.notes.payout_id}/${t.notes.attempt ?? ''}`;
      const known = made.get(key);
      if (known) return { transferId: known };
      const transferId = providerId('trf');
      made.set(key, transferId);
      const settlementId = providerId('setl');
      deliver?.([
        signedEvent(webhookSecret(), 'transfer.processed', {
          transfer: { entity: transferEntity(transferId, t, null) },
        }),
        signedEvent(webhookSecret(), 'settlement.processed', {
          settlement: {
            entity: { id: settlementId, entity: 'settlement', amount: t.amountPaise, status: 'processed' },
          },
          transfer: { entity: transferEntity(transferId, t, settlementId) },
        }),
      ]);
      return { transferId };
    },
    reverseTransfer: async () => ({ reversalId: providerId('rvrsl') }),
  };
}
