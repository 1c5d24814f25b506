import { addPaise, type Paise, subtractPaise, ZERO_PAISE } from '../../../domain/money.ts';
import { bookingLedger } from '../../../domain/rules/finance/booking-ledger.ts';
import { type PayoutMonth, payoutMonth } from '../../../domain/rules/finance/payout-history.ts';
import { lineTaxPaise, type TaxLine } from '../../../domain/rules/gst/tax-line.ts';
import {
  indiaMonthNamed,
  type NamedIndiaMonth,
  thisMonthInIndia,
} from '../../../domain/rules/india-month.ts';
import type { FinanceAnswer } from '../../../domain/schemas/finance.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './finance.repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The month asked for, or this month in India. */
export function monthOf(month: string | undefined, now: Date): NamedIndiaMonth {
  return indiaMonthNamed(month ?? thisMonthInIndia(now).firstDay.slice(0, 7));
}

const taxOf = (lines: TaxLine[]) => addPaise(ZERO_PAISE, ...lines.map(lineTaxPaise));
const taxableOf = (lines: TaxLine[]) => addPaise(ZERO_PAISE, ...lines.map((line) => line.taxableValuePaise));
/** An invoice adds, a credit note against it takes away. */
const signed = (doc: { kind: string }, amount: Paise) =>
  doc.kind === 'invoice' ? amount : subtractPaise(ZERO_PAISE, amount);

/** Each payout that can count in the month, with its part of the month's figures (decision 94). */
export async function payoutMonths(db: Executor, month: NamedIndiaMonth) {
  const rows = await repo.payoutsForMonth(db, month.startsAt, month.endsAt);
  const events = await repo.eventFactsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    part: payoutMonth(
      events.filter((event) => event.payoutId === row.id),
      month.startsAt,
      month.endsAt,
    ),
  }));
}

const total = (parts: PayoutMonth[], pick: (part: PayoutMonth) => Paise) =>
  addPaise(ZERO_PAISE, ...parts.map(pick));

/** GST Basera owes under s.9(5) on the month's accommodation invoices less their credit notes, by state. */
async function gst95ByState(db: Executor, month: NamedIndiaMonth) {
  const byState = new Map<string, Paise>();
  for (const doc of await repo.section95DocumentsIssued(db, month.firstDay, month.nextFirstDay))
    byState.set(
      doc.placeOfSupply,
      addPaise(byState.get(doc.placeOfSupply) ?? ZERO_PAISE, signed(doc, taxOf(doc.lines))),
    );
  return [...byState]
    .filter(([, paise]) => paise !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, paise]) => ({ state, paise }));
}

/**
 * Every booking whose money moved in the month, checked: what was charged against what its records
 * account for (bookingLedger). Those whose difference is not 0, with the difference.
 */
async function unbalancedBookings(db: Executor, month: NamedIndiaMonth) {
  const ids = await repo.bookingsMovedBetween(db, month.startsAt, month.endsAt);
  const cash = await repo.cashOfBookings(db, ids);
  const payouts = new Map(
    (await repo.payoutsOfBookings(db, ids)).map((payout) => [payout.bookingId, payout]),
  );
  const documents = await repo.documentsOfBookings(db, ids);
  const unbalanced: FinanceAnswer['unbalancedBookings'] = [];
  for (const [bookingId, { charged, refunded }] of cash) {
    const docs = documents.filter((doc) => doc.bookingId === bookingId);
    const kept = (supply: 'accommodation' | 'service', section95: boolean, of: (lines: TaxLine[]) => Paise) =>
      addPaise(
        ZERO_PAISE,
        ...docs
          .filter((doc) => doc.supply === supply && doc.section95 === section95)
          .map((doc) => signed(doc, of(doc.lines))),
      );
    const payout = payouts.get(bookingId);
    const { differencePaise } = bookingLedger({
      chargedPaise: charged,
      refundedPaise: refunded,
      hostNetPaise: payout?.netPaise ?? ZERO_PAISE,
      commissionPaise: payout?.commissionPaise ?? ZERO_PAISE,
      commissionGstPaise: payout?.commissionGstPaise ?? ZERO_PAISE,
      tdsPaise: payout?.tdsPaise ?? ZERO_PAISE,
      tcsPaise: payout?.tcsPaise ?? ZERO_PAISE,
      section95GstPaise: kept('accommodation', true, taxOf),
      serviceFeePaise: kept('service', false, taxableOf),
      serviceFeeGstPaise: kept('service', false, taxOf),
    });
    if (differencePaise !== 0) unbalanced.push({ bookingId, differencePaise });
  }
  return unbalanced.sort((a, b) => a.bookingId.localeCompare(b.bookingId));
}

/** GET /api/admin/finance: a month's money, India's calendar (issue 25 §4, decision 94). */
export async function financeOfMonth(
  deps: Deps,
  month: string | undefined,
  now = new Date(),
): Promise<FinanceAnswer> {
  const m = monthOf(month, now);
  const parts = (await payoutMonths(deps.db, m)).map((row) => row.part);
  return {
    month: m.month,
    chargedPaise: await repo.capturedBetween(deps.db, m.startsAt, m.endsAt),
    refundedPaise: await repo.refundedBetween(deps.db, m.startsAt, m.endsAt),
    payoutsReleasedPaise: total(parts, (part) => part.releasedPaise),
    payoutsPendingPaise: total(parts, (part) => part.pendingPaise),
    commissionPaise: total(parts, (part) => part.change.commissionPaise),
    gst95ByState: await gst95ByState(deps.db, m),
    tcsPaise: total(parts, (part) => part.change.tcsPaise),
    tdsPaise: total(parts, (part) => part.change.tdsPaise),
    unbalancedBookings: await unbalancedBookings(deps.db, m),
  };
}
