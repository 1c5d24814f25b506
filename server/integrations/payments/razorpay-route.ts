import type Razorpay from 'razorpay';
import { linkedAccountStatusOf } from '../../../domain/schemas/payout-account.ts';
import {
  type LinkedAccount,
  type LinkedAccountHolder,
  LinkedAccountRefused,
  type SettlementBankAccount,
} from './payment-provider.ts';

// Hosts' linked accounts on Razorpay Route, with the official package's v2 account calls: create the
// account (POST /v2/accounts), its stakeholder (the individual and their PAN), request the Route
// product (POST /v2/accounts/{id}/products) and give it the settlement bank account (PATCH
// /v2/accounts/{id}/products/{product_id}). Changing banks is the last call again.

/** Razorpay rejects a reference longer than 20 characters; a UUID without hyphens cut to 20 still traces it. */
const referenceOf = (userId: string) => userId.replaceAll('-', '').slice(0, 20);
/** Razorpay takes the 10-digit national number (Basera stores +91 and 10 digits). */
const nationalNumber = (phone: string | null) => phone?.replace(/^\+91/, '') ?? '';

const settlementsOf = (bank: SettlementBankAccount) => ({
  account_number: bank.accountNumber,
  ifsc_code: bank.ifsc,
  beneficiary_name: bank.beneficiaryName,
});

/** The SDK rejects with `{ statusCode, error: { description } }`; a 4xx is a refusal of what was sent. */
async function refusalsNamed<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const { statusCode, error } = (err ?? {}) as { statusCode?: number; error?: { description?: string } };
    if (statusCode && statusCode >= 400 && statusCode < 500 && error?.description)
      throw new LinkedAccountRefused(error.description);
    throw err;
  }
}

export function razorpayRoute(client: Razorpay) {
  const settle = async (accountId: string, productId: string, bank: SettlementBankAccount) => {
    const product = await client.products.edit(accountId, productId, {
      settlements: settlementsOf(bank),
      tnc_accepted: true,
    });
    return { id: accountId, productId, status: linkedAccountStatusOf(product.activation_status) };
  };

  return {
    createLinkedAccount: (holder: LinkedAccountHolder, bank: SettlementBankAccount): Promise<LinkedAccount> =>
      refusalsNamed(async () => {
        const account = await client.accounts.create({
          type: 'route',
          email: holder.email,
          phone: nationalNumber(holder.phone),
          reference_id: referenceOf(holder.reference),
          legal_business_name: bank.beneficiaryName,
          business_type: 'individual',
          contact_name: holder.name,
          profile: { category: 'tours_and_travel', subcategory: 'accommodation' },
          ...(holder.pan ? { legal_info: { pan: holder.pan } } : {}),
        });
        await client.stakeholders.create(account.id, {
          name: holder.name,
          email: holder.email,
          phone: { primary: nationalNumber(holder.phone) },
          kyc: { pan: holder.pan ?? '' },
        });
        const product = await client.products.requestProductConfiguration(account.id, {
          product_name: 'route',
          tnc_accepted: true,
        });
        return settle(account.id, product.id, bank);
      }),
    changeSettlementAccount: (
      account: Pick<LinkedAccount, 'id' | 'productId'>,
      bank: SettlementBankAccount,
    ) => refusalsNamed(() => settle(account.id, account.productId, bank)),
  };
}
