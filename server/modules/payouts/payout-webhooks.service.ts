import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { notifyPayout } from '../notifications/index.ts';
import { payoutFailedMail } from './payout-mail.ts';
import * as repo from './payouts.repository.ts';

/** A Route webhook as the payments module hands it over, its event id already recorded once. */
export type TransferEvent = {
  eventId: string;
  kind: 'transfer.processed' | 'transfer.failed' | 'settlement.processed';
  transferId: string;
  /** `notes.payout_id` of the transfer: it names the payout before its transfer id is stored. */
  payoutId?: string;
  settlementId?: string;
  reason?: string;
};

const isUuid = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

/**
 * Route's webhooks move a released payout on (decision 92): `transfer.processed` is recorded (the
 * payout stays released), `settlement.processed` settles it, `transfer.failed` fails it and tells
 * the host, whose next save of the payout account sends it again. Each event applies once: the
 * payments module records its id first, and the payout's event keeps it under a unique key.
 * Answers whether the event was about a payout Basera knows.
 */
export async function applyTransferEvent(
  deps: Pick<AppDeps, 'outbox'>,
  tx: Transaction,
  afterCommit: AfterCommit,
  event: TransferEvent,
  now: Date,
): Promise<boolean> {
  const payout = await repo.lockPayoutOfTransfer(
    tx,
    event.transferId,
    isUuid(event.payoutId) ? event.payoutId : undefined,
  );
  if (!payout) return false;
  const fresh = await repo.insertPayoutEvent(tx, {
    payoutId: payout.id,
    kind: event.kind,
    amountPaise: payout.netPaise,
    detail: event.kind === 'transfer.failed' ? (event.reason ?? 'Transfer failed') : event.settlementId,
    providerEventId: event.eventId,
    at: now,
  });
  if (!fresh) return true;
  await repo.recordTransferId(tx, payout.id, event.transferId, now);
  if (event.kind === 'settlement.processed' && payout.status === 'released')
    await repo.setPayoutStatus(tx, payout.id, 'settled', now);
  if (event.kind === 'transfer.failed' && (payout.status === 'released' || payout.status === 'settled')) {
    await repo.setPayoutStatus(tx, payout.id, 'failed', now);
    // Without the bank's words, the host is told in their language that the bank refused it.
    await notifyPayout(tx, payout.id, { kind: 'payout_failed', reason: event.reason ?? null });
    const host = await repo.hostOfPayout(tx, payout.hostId);
    if (host) {
      await deps.outbox.enqueue(tx, payoutFailedMail(host, payout, event.reason ?? null));
      afterCommit(deps.outbox.kick);
    }
  }
  return true;
}

/**
 * In the transaction that saves a host's payout account: their payouts that were waiting for an
 * account, or whose transfer failed, go back on hold (released by the job once due).
 */
export async function requeueHostPayouts(tx: Transaction, hostId: string, now: Date) {
  for (const { id } of await repo.requeueHostPayouts(tx, hostId, now))
    await repo.insertPayoutEvent(tx, { payoutId: id, kind: 'requeued', at: now });
}
