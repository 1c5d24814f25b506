import { addPaise, type Paise, subtractPaise } from '../../money.ts';

// Where every paisa a guest paid for a booking went (issue 25 §4, docs/payouts.md "The ledger").
// The figures come from separate records (payments, refunds, the payout, the invoices and credit
// notes), so the identity below is a check of them against each other, not a definition.

export type BookingLedgerInput = {
  /** Every capture of the booking's payments (a second capture too: it is refunded in full). */
  chargedPaise: Paise;
  /** Every refund recorded for them. */
  refundedPaise: Paise;
  /** The payout as it stands after refunds and reversals (all 0 for a booking without one). */
  hostNetPaise: Paise;
  commissionPaise: Paise;
  commissionGstPaise: Paise;
  tdsPaise: Paise;
  tcsPaise: Paise;
  /** The accommodation GST Basera owes under section 9(5): its invoice's GST less its credit notes'. */
  section95GstPaise: Paise;
  /** Basera's service fee and its GST kept: the fee's invoice less its credit notes. */
  serviceFeePaise: Paise;
  serviceFeeGstPaise: Paise;
};

export type BookingLedger = {
  /** Everything the records account for: refunded + host net + withheld + Basera's taxes and fee. */
  accountedPaise: Paise;
  /** charged − accounted: 0 when the booking balances; above 0, money nobody is recorded as holding. */
  differencePaise: Paise;
};

/**
 * charged = refunded + host net + commission + commission GST + TDS + TCS + GST under s.9(5)
 * + service fee + its GST, to the paisa. A host who supplies the stay has its GST inside the net.
 */
export function bookingLedger(input: BookingLedgerInput): BookingLedger {
  const accountedPaise = addPaise(
    input.refundedPaise,
    input.hostNetPaise,
    input.commissionPaise,
    input.commissionGstPaise,
    input.tdsPaise,
    input.tcsPaise,
    input.section95GstPaise,
    input.serviceFeePaise,
    input.serviceFeeGstPaise,
  );
  return { accountedPaise, differencePaise: subtractPaise(input.chargedPaise, accountedPaise) };
}
