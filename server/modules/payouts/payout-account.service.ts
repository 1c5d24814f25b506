import type { z } from 'zod';
import { m } from '#i18n/messages.js';
import { maskedAccountNumber } from '../../../domain/rules/bank-account.ts';
import {
  type LinkedAccountStatus,
  linkedAccountStatusOf,
  type PayoutAccount,
  type payoutAccountRequest,
} from '../../../domain/schemas/payout-account.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, serviceUnavailable, unauthorized } from '../../http/http-error.ts';
import {
  type LinkedAccount,
  LinkedAccountRefused,
  type SettlementBankAccount,
} from '../../integrations/payments/payment-provider.ts';
import { proveHolder } from '../account/index.ts';
import { lockUserForChange, type UserRow } from '../users/index.ts';
import * as repo from './payout-account.repository.ts';
import { payoutAccountChangedMail } from './payout-account-mail.ts';
import { requeueHostPayouts } from './payout-webhooks.service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'payments' | 'fieldCipher' | 'outbox'>;
export type PayoutAccountChange = z.output<typeof payoutAccountRequest>;

function viewOf(row: repo.PayoutAccountRow): PayoutAccount {
  return {
    accountHolderName: row.accountHolderName,
    ifsc: row.ifsc,
    accountNumberMasked: maskedAccountNumber(row.accountNumberLast4),
    linkedAccount: { id: row.linkedAccountId, status: linkedAccountStatusOf(row.linkedStatus) },
  };
}

/** GET /api/owner/payout-account: the account masked, or null before the host adds one. */
export async function payoutAccountOf(
  { db }: Pick<Deps, 'db'>,
  userId: string,
): Promise<PayoutAccount | null> {
  const row = await repo.payoutAccountRow(db, userId);
  return row ? viewOf(row) : null;
}

/**
 * Where a host's payouts go, read in the caller's transaction (for the payouts written when a
 * payment is captured): their linked account and its state, or null (the payout awaits an account).
 */
export async function payoutDestinationOf(
  tx: Executor,
  userId: string,
): Promise<{ linkedAccountId: string; status: LinkedAccountStatus } | null> {
  const row = await repo.payoutAccountRow(tx, userId);
  return row
    ? { linkedAccountId: row.linkedAccountId, status: linkedAccountStatusOf(row.linkedStatus) }
    : null;
}

/**
 * PUT /api/owner/payout-account (decision 91). The current password proves the holder, for the first
 * account as for a change. The gateway is called outside any transaction (a lock held across a network
 * call would stall the embedded database); only once it has linked the bank account is anything kept,
 * so a gateway failure changes nothing (503) and the account on file stays in force.
 */
export async function savePayoutAccount(deps: Deps, userId: string, change: PayoutAccountChange) {
  const { user, onFile } = await inTransaction(deps, async (tx) => {
    const user = await lockUserForChange(tx, userId);
    if (!user) throw unauthorized();
    await proveHolder(user, change.currentPassword);
    return { user, onFile: await repo.payoutAccountRow(tx, userId) };
  });
  const bank = {
    beneficiaryName: change.accountHolderName,
    ifsc: change.ifsc,
    accountNumber: change.accountNumber,
  };
  const linked = await linkAtGateway(deps, user, onFile, bank);
  return inTransaction(deps, async (tx, afterCommit) => {
    const row = await repo.keepPayoutAccount(tx, {
      userId,
      accountHolderName: bank.beneficiaryName,
      ifsc: bank.ifsc,
      accountNumberEncrypted: deps.fieldCipher.encrypt(bank.accountNumber),
      accountNumberLast4: bank.accountNumber.slice(-4),
      linkedAccountId: linked.id,
      linkedProductId: linked.productId,
      linkedStatus: linked.status,
    });
    const saved = viewOf(row);
    // Payouts that waited for an account, or whose transfer failed, are sent (again) once due.
    await requeueHostPayouts(tx, userId, new Date());
    await deps.outbox.enqueue(tx, payoutAccountChangedMail(user, saved, { first: !onFile }));
    afterCommit(deps.outbox.kick);
    return saved;
  });
}

/** The host's first save creates their linked account; later saves move its settlement to the new bank. */
async function linkAtGateway(
  deps: Deps,
  user: UserRow,
  onFile: repo.PayoutAccountRow | undefined,
  bank: SettlementBankAccount,
): Promise<LinkedAccount> {
  try {
    if (onFile)
      return await deps.payments.changeSettlementAccount(
        { id: onFile.linkedAccountId, productId: onFile.linkedProductId },
        bank,
      );
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || bank.beneficiaryName;
    return await deps.payments.createLinkedAccount(
      { reference: user.id, name, email: user.email, phone: user.phone, pan: user.panNumber },
      bank,
    );
  } catch (err) {
    if (err instanceof LinkedAccountRefused)
      throw badRequest(m.server_gateway_refused({ reason: err.reason }));
    deps.log.error({ err, userId: user.id }, 'The payment gateway did not link a payout account');
    throw serviceUnavailable(m.server_gateway_unavailable());
  }
}
