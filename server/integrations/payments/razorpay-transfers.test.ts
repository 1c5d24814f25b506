import type Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { razorpayTransfers } from './razorpay-transfers.ts';

/** The SDK's transfer calls as the adapter uses them, answering as the Route docs show. */
function fakeRazorpay(earlier: { id: string; notes: Record<string, string> }[] = []) {
  const calls: unknown[][] = [];
  const client = {
    payments: {
      fetchTransfer: async (...args: unknown[]) => {
        calls.push(['payments.fetchTransfer', ...args]);
        return { entity: 'collection', count: earlier.length, items: earlier };
      },
      transfer: async (...args: unknown[]) => {
        calls.push(['payments.transfer', ...args]);
        return { entity: 'collection', count: 1, items: [{ id: 'trf_JJD535tJtk6Yy0', status: 'pending' }] };
      },
    },
    transfers: {
      reverse: async (...args: unknown[]) => {
        calls.push(['transfers.reverse', ...args]);
        return { id: 'rvrsl_EB0BWgGDAu7tOz', entity: 'reversal', transfer_id: args[0], amount: 5000 };
      },
    },
  };
  return { client: client as unknown as Razorpay, calls };
}

const request = {
  paymentId: 'pay_E8JR8E0XyjUSZd',
  accountId: 'acc_IROu8Nod6PXPtZ',
  amountPaise: 867_240,
  notes: { payout_id: '0b9f6f3e-5c1a-4d7e-9a2b-3c4d5e6f7a8b', attempt: '1' },
};

describe('Razorpay Route transfers', () => {
  it('transfers from the captured payment, not held, with the payout in the notes', async () => {
    const { client, calls } = fakeRazorpay();
    expect(await razorpayTransfers(client).transfer(request)).toEqual({ transferId: 'trf_JJD535tJtk6Yy0' });
    expect(calls).toEqual([
      ['payments.fetchTransfer', 'pay_E8JR8E0XyjUSZd'],
      [
        'payments.transfer',
        'pay_E8JR8E0XyjUSZd',
        {
          transfers: [
            {
              account: 'acc_IROu8Nod6PXPtZ',
              amount: 867_240,
              currency: 'INR',
              notes: request.notes,
              on_hold: false,
            },
          ],
        },
      ],
    ]);
  });

  it('answers the earlier transfer of the same attempt instead of transferring twice', async () => {
    const { client, calls } = fakeRazorpay([
      { id: 'trf_Earlier0000001', notes: { payout_id: request.notes.payout_id, attempt: '1' } },
    ]);
    expect(await razorpayTransfers(client).transfer(request)).toEqual({ transferId: 'trf_Earlier0000001' });
    expect(calls.map((call) => call[0])).toEqual(['payments.fetchTransfer']);
  });

  it('reverses part of a transfer', async () => {
    const { client, calls } = fakeRazorpay();
    const reversal = await razorpayTransfers(client).reverseTransfer({
      transferId: 'trf_EAznuJ9cDLnF7Y',
      amountPaise: 5000,
    });
    expect(reversal).toEqual({ reversalId: 'rvrsl_EB0BWgGDAu7tOz' });
    expect(calls).toEqual([['transfers.reverse', 'trf_EAznuJ9cDLnF7Y', { amount: 5000 }]]);
  });
});
