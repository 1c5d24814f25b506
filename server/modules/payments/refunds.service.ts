import type { Paise } from '../../../domain/money.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { type AfterCommit, inTransaction } from '../../db/transaction.ts';
import { notifyRefundProcessed } from '../notifications/index.ts';
import * as repo from './payments.repository.ts';

const RETRY_AFTER_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Money goes back for a payment, in the caller's transaction: the refund is recorded (the payment's
 * refunded total raised) and, once the transaction commits, sent to the provider.
 */
export async function refundPayment(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  refund: { bookingId: string; paymentId: string; amountPaise: Paise; taxesPaise?: Paise; reason: string },
  now: Date,
): Promise<string> {
  const refundId = await repo.insertRefund(tx, refund, now);
  afterCommit(() => issueRefund(deps, refundId));
  return refundId;
}

/**
 * Sends a recorded refund to the provider, once: the claim makes a second caller (the sweep, another
 * instance) skip it. A failure is retried by the sweep five minutes later, five times in all, then
 * the refund stays `failed` for an admin to see. Never throws: the money is recorded either way.
 * Once the provider has taken it, the guest is notified in the transaction that marks it processed.
 */
export async function issueRefund(
  deps: Pick<AppDeps, 'db' | 'payments' | 'log'>,
  refundId: string,
  now = new Date(),
) {
  const claim = await repo.claimRefund(deps.db, refundId, now, new Date(now.getTime() - RETRY_AFTER_MS));
  if (!claim) return;
  try {
    if (!claim.providerPaymentId) throw new Error('the payment has no provider payment id');
    const { refundId: providerRefundId } = await deps.payments.refund({
      paymentId: claim.providerPaymentId,
      amountPaise: claim.amountPaise,
      receipt: claim.id.slice(0, 40),
    });
    await inTransaction(deps, async (tx) => {
      await repo.markRefundIssued(tx, claim.id, providerRefundId, new Date());
      await notifyRefundProcessed(tx, claim.id);
    });
  } catch (err) {
    await repo.markRefundAttemptFailed(deps.db, claim.id, claim.attempts >= MAX_ATTEMPTS, String(err));
    deps.log.error({ err, refundId }, 'refund attempt failed');
  }
}

/** The sweep's part: every pending refund due another attempt. */
export async function retryDueRefunds(deps: Pick<AppDeps, 'db' | 'payments' | 'log'>, now = new Date()) {
  for (const id of await repo.dueRefundIds(deps.db, new Date(now.getTime() - RETRY_AFTER_MS), 20))
    await issueRefund(deps, id, now);
}
