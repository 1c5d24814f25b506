import type { LinkedAccountStatus } from '../../../domain/schemas/payout-account.ts';

/** The host as the gateway's linked account names them (Razorpay Route: account and stakeholder). */
export type LinkedAccountHolder = {
  /** Basera's user id: the account's reference at the gateway, to trace it back. */
  reference: string;
  name: string;
  email: string;
  /** As Basera stores it: `+91` and 10 digits. */
  phone: string | null;
  pan: string | null;
};

/** Where the gateway settles what is transferred to a linked account. */
export type SettlementBankAccount = { beneficiaryName: string; ifsc: string; accountNumber: string };

/** A host's linked account: the account, its Route product configuration, and that product's state. */
export type LinkedAccount = { id: string; productId: string; status: LinkedAccountStatus };

/**
 * The gateway answered that it will not take these details (Razorpay's 4xx with a description):
 * the host can fix them, unlike a gateway that is down.
 */
export class LinkedAccountRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'LinkedAccountRefused';
  }
}

/** A transfer of part of a captured payment to a host's linked account (Razorpay Route). */
export type TransferRequest = {
  paymentId: string;
  accountId: string;
  amountPaise: number;
  /**
   * Kept with the transfer and sent back in its webhooks: `payout_id` names Basera's payout and, with
   * `attempt`, is the transfer's idempotency key (a payout released again after a failure is a new one).
   */
  notes: { payout_id: string; attempt?: string } & Record<string, string>;
};

/** A webhook as the gateway sends it: the raw body and its signed headers. */
export type SignedWebhook = { body: string; headers: Record<string, string> };

/**
 * A card payment gateway as Basera uses it: orders in paise, refunds of captured payments, hosts'
 * linked accounts (marketplace payouts, Razorpay Route), and the secrets that sign checkout results
 * and webhooks. Razorpay and the simulated gateway both fit, so verify and webhook code is one for
 * both (decision 40).
 */
export type PaymentProvider = {
  name: 'razorpay' | 'simulated';
  /** The public key the browser's checkout opens with. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The checkout script the web app loads (its origin is allowed by the CSP). */
  checkoutScriptUrl: string;
  createOrder(order: { amountPaise: number; receipt: string }): Promise<{ orderId: string }>;
  refund(refund: { paymentId: string; amountPaise: number; receipt: string }): Promise<{ refundId: string }>;
  /** A new linked account for a host, settling to this bank account. Throws LinkedAccountRefused. */
  createLinkedAccount(holder: LinkedAccountHolder, bank: SettlementBankAccount): Promise<LinkedAccount>;
  /** The same linked account, settling to another bank account from now on. Throws LinkedAccountRefused. */
  changeSettlementAccount(
    account: Pick<LinkedAccount, 'id' | 'productId'>,
    bank: SettlementBankAccount,
  ): Promise<LinkedAccount>;
  /** Moves money to a linked account now; a repeat for the same `notes.payout_id` answers the first. */
  transfer(transfer: TransferRequest): Promise<{ transferId: string }>;
  /** Takes part (or all) of a transfer back from the linked account. */
  reverseTransfer(reversal: { transferId: string; amountPaise: number }): Promise<{ reversalId: string }>;
  /**
   * The simulated gateway's webhooks are handed to this, to be posted in order (the app posts them to
   * its own endpoint);
   * Razorpay sends its own to the URL set in its dashboard.
   */
  deliverWebhooksTo?(deliver: (webhooks: SignedWebhook[]) => void): void;
};

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SIMULATED_CHECKOUT_SCRIPT = '/simulated-checkout.js';

/** What the Content-Security-Policy must admit for this provider's checkout (nothing for ours). */
export function checkoutOrigins(provider: Pick<PaymentProvider, 'name'>) {
  return provider.name === 'razorpay'
    ? {
        scripts: ['https://checkout.razorpay.com'],
        frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      }
    : { scripts: [], frames: [] };
}
