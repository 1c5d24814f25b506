import type Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { LinkedAccountRefused } from './payment-provider.ts';
import { razorpayRoute } from './razorpay-route.ts';

const holder = {
  reference: '0b9f6f3e-5c1a-4d7e-9a2b-3c4d5e6f7a8b',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919876543210',
  pan: 'ABCPV1234F',
};
const bank = { beneficiaryName: 'Asha Verma', ifsc: 'HDFC0001234', accountNumber: '50100123456789' };

/** Razorpay's SDK as the adapter uses it, answering as the Route docs show and recording each call. */
function fakeRazorpay(activation = 'activated', fail?: { call: string; rejection: unknown }) {
  const calls: [string, ...unknown[]][] = [];
  const answer =
    (call: string, value: unknown) =>
    async (...args: unknown[]) => {
      calls.push([call, ...args]);
      if (fail?.call === call) throw fail.rejection;
      return value;
    };
  const client = {
    accounts: { create: answer('accounts.create', { id: 'acc_GRWKk7qQsLnDjX', status: 'created' }) },
    stakeholders: { create: answer('stakeholders.create', { id: 'sth_GLGgm8fFCKc92m' }) },
    products: {
      requestProductConfiguration: answer('products.request', {
        id: 'acc_prd_HEgNpywUFctQ9e',
        activation_status: 'needs_clarification',
      }),
      edit: answer('products.edit', { id: 'acc_prd_HEgNpywUFctQ9e', activation_status: activation }),
    },
  };
  return { client: client as unknown as Razorpay, calls };
}

describe('Razorpay Route linked accounts', () => {
  it('creates the account, its stakeholder and the Route product, then gives it the bank account', async () => {
    const { client, calls } = fakeRazorpay();
    expect(await razorpayRoute(client).createLinkedAccount(holder, bank)).toEqual({
      id: 'acc_GRWKk7qQsLnDjX',
      productId: 'acc_prd_HEgNpywUFctQ9e',
      status: 'activated',
    });
    expect(calls).toEqual([
      [
        'accounts.create',
        {
          type: 'route',
          email: 'asha@example.com',
          phone: '9876543210',
          reference_id: '0b9f6f3e5c1a4d7e9a2b',
          legal_business_name: 'Asha Verma',
          business_type: 'individual',
          contact_name: 'Asha Verma',
          profile: { category: 'tours_and_travel', subcategory: 'accommodation' },
          legal_info: { pan: 'ABCPV1234F' },
        },
      ],
      [
        'stakeholders.create',
        'acc_GRWKk7qQsLnDjX',
        {
          name: 'Asha Verma',
          email: 'asha@example.com',
          phone: { primary: '9876543210' },
          kyc: { pan: 'ABCPV1234F' },
        },
      ],
      ['products.request', 'acc_GRWKk7qQsLnDjX', { product_name: 'route', tnc_accepted: true }],
      [
        'products.edit',
        'acc_GRWKk7qQsLnDjX',
        'acc_prd_HEgNpywUFctQ9e',
        {
          settlements: {
            account_number: '50100123456789',
            ifsc_code: 'HDFC0001234',
            beneficiary_name: 'Asha Verma',
          },
          tnc_accepted: true,
        },
      ],
    ]);
  });

  it('moves an existing account to another bank with one product update, keeping its ids', async () => {
    const { client, calls } = fakeRazorpay('under_review');
    const account = { id: 'acc_GRWKk7qQsLnDjX', productId: 'acc_prd_HEgNpywUFctQ9e' };
    expect(await razorpayRoute(client).changeSettlementAccount(account, bank)).toEqual({
      ...account,
      status: 'under_review',
    });
    expect(calls.map(([call]) => call)).toEqual(['products.edit']);
  });

  it('reads an activation status it does not know as under review', async () => {
    const { client } = fakeRazorpay('penny_testing');
    const account = { id: 'acc_GRWKk7qQsLnDjX', productId: 'acc_prd_HEgNpywUFctQ9e' };
    expect((await razorpayRoute(client).changeSettlementAccount(account, bank)).status).toBe('under_review');
  });

  it("turns Razorpay's refusal of the details into LinkedAccountRefused, and passes other failures on", async () => {
    const refusal = {
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The ifsc code is invalid' },
    };
    const refused = fakeRazorpay('activated', { call: 'products.edit', rejection: refusal });
    const attempt = razorpayRoute(refused.client).createLinkedAccount(holder, bank);
    await expect(attempt).rejects.toThrow(LinkedAccountRefused);
    await expect(attempt).rejects.toThrow('The ifsc code is invalid');

    const down = fakeRazorpay('activated', {
      call: 'accounts.create',
      rejection: { statusCode: 502, error: { description: 'Bad gateway' } },
    });
    await expect(razorpayRoute(down.client).createLinkedAccount(holder, bank)).rejects.toEqual({
      statusCode: 502,
      error: { description: 'Bad gateway' },
    });
  });
});
