import { describe, expect, it } from 'vitest';
import { addPaise, type Paise, paise, percentOfPaise, subtractPaise, ZERO_PAISE } from '../../money.ts';
import { creditLines } from '../gst/credit-notes.ts';
import { stayTaxes } from '../gst/stay-taxes.ts';
import { lineTaxPaise, type TaxLine } from '../gst/tax-line.ts';
import { payoutSplit } from '../payouts/payout-split.ts';
import { bookingLedger } from './booking-ledger.ts';

// A stay followed through the same rules the server applies: the taxes charged (stayTaxes), the
// payout (payoutSplit), a refund of some nights, the cleaning and the fee with their GST
// (creditLines), and the payout recomputed from what the host keeps (decision 93).

type Stay = { nights: Paise[]; cleaning: Paise; fee: Paise; registered: boolean };
type Refund = { nightsPercent: number; cleaning: boolean; fee: boolean; hostKeepsNothing?: boolean };

const sumOf = (lines: TaxLine[], kind: TaxLine['kind'], pick: (line: TaxLine) => Paise) =>
  addPaise(ZERO_PAISE, ...lines.filter((line) => line.kind === kind).map(pick));

function ledgerOf(stay: Stay, refund?: Refund, commissionPercent = 3) {
  const taxes = stayTaxes({
    nightPricesPaise: stay.nights,
    cleaningFeePaise: stay.cleaning,
    serviceFeePaise: stay.fee,
    state: 'Goa',
  });
  const accommodation = addPaise(...stay.nights, stay.cleaning);
  const accommodationGst = sumOf(taxes.lines, 'accommodation', lineTaxPaise);
  const charged = addPaise(accommodation, stay.fee, taxes.totalPaise);

  const nightsBack = refund ? percentOfPaise(addPaise(...stay.nights), refund.nightsPercent) : ZERO_PAISE;
  const accommodationBack = addPaise(nightsBack, refund?.cleaning ? stay.cleaning : ZERO_PAISE);
  const feeBack = refund?.fee ? stay.fee : ZERO_PAISE;
  const credited = creditLines(taxes.lines, { accommodationPaise: accommodationBack, servicePaise: feeBack });
  const accommodationGstBack = sumOf(credited, 'accommodation', lineTaxPaise);
  const refunded = addPaise(accommodationBack, feeBack, ...credited.map(lineTaxPaise));

  const keeps = (whole: Paise, back: Paise) =>
    refund?.hostKeepsNothing || back >= whole ? ZERO_PAISE : subtractPaise(whole, back);
  const payout = payoutSplit({
    accommodationTaxablePaise: keeps(accommodation, accommodationBack),
    accommodationGstPaise: stay.registered ? keeps(accommodationGst, accommodationGstBack) : ZERO_PAISE,
    hostIsSupplier: stay.registered,
    commissionPercent,
  });
  return bookingLedger({
    chargedPaise: charged,
    refundedPaise: refunded,
    hostNetPaise: payout.netPaise,
    commissionPaise: payout.commissionPaise,
    commissionGstPaise: payout.commissionGstPaise,
    tdsPaise: payout.tdsPaise,
    tcsPaise: payout.tcsPaise,
    section95GstPaise: stay.registered ? ZERO_PAISE : subtractPaise(accommodationGst, accommodationGstBack),
    serviceFeePaise: subtractPaise(stay.fee, feeBack),
    serviceFeeGstPaise: subtractPaise(
      sumOf(taxes.lines, 'service', lineTaxPaise),
      sumOf(credited, 'service', lineTaxPaise),
    ),
  });
}

const GOA_STAY = { nights: [paise(450_000), paise(450_000)], cleaning: ZERO_PAISE, fee: paise(50_000) };

describe('bookingLedger', () => {
  it("accounts for an unregistered host's stay to the paisa (the payout tests' stay)", () => {
    // ₹9,000 of nights with ₹450 GST that Basera owes under s.9(5), a ₹500 fee with ₹90 GST: ₹10,040.
    // The host nets ₹8,672.40 after commission ₹270, its GST ₹48.60 and TDS ₹9.
    const ledger = bookingLedger({
      chargedPaise: paise(1_004_000),
      refundedPaise: ZERO_PAISE,
      hostNetPaise: paise(867_240),
      commissionPaise: paise(27_000),
      commissionGstPaise: paise(4_860),
      tdsPaise: paise(900),
      tcsPaise: ZERO_PAISE,
      section95GstPaise: paise(45_000),
      serviceFeePaise: paise(50_000),
      serviceFeeGstPaise: paise(9_000),
    });
    expect(ledger).toEqual({ accountedPaise: 1_004_000, differencePaise: 0 });
    expect(ledgerOf({ ...GOA_STAY, registered: false })).toEqual(ledger);
  });

  it('names what nobody is recorded as holding: a paisa missing from a record is a difference of 1', () => {
    const ledger = bookingLedger({
      chargedPaise: paise(1_004_000),
      refundedPaise: paise(472_500),
      hostNetPaise: paise(433_620),
      commissionPaise: paise(13_500),
      commissionGstPaise: paise(2_430),
      tdsPaise: paise(450),
      tcsPaise: ZERO_PAISE,
      section95GstPaise: paise(22_499),
      serviceFeePaise: paise(50_000),
      serviceFeeGstPaise: paise(9_000),
    });
    expect(ledger.differencePaise).toBe(1);
  });

  it.each([
    ['no refund', undefined],
    ['half the nights back (Strict, early)', { nightsPercent: 50, cleaning: true, fee: false }],
    [
      'half the nights, the cleaning and the fee back (Flexible, late)',
      { nightsPercent: 50, cleaning: true, fee: true },
    ],
    ['everything back (the guest, early)', { nightsPercent: 100, cleaning: true, fee: true }],
    [
      'the host cancels: everything back, the host keeps nothing',
      { nightsPercent: 100, cleaning: true, fee: true, hostKeepsNothing: true },
    ],
  ])('balances with and without a registration: %s', (_case, refund) => {
    for (const registered of [true, false]) {
      const stay = {
        nights: [paise(700_000), paise(123_457)],
        cleaning: paise(100_003),
        fee: paise(45_678),
        registered,
      };
      expect(ledgerOf(stay, refund).differencePaise).toBe(0);
    }
  });

  it('balances for odd paise, rates straddling ₹7,500 a night, and every commission from 0 to 50%', () => {
    const refunds: (Refund | undefined)[] = [
      undefined,
      { nightsPercent: 50, cleaning: true, fee: false },
      { nightsPercent: 100, cleaning: true, fee: true },
    ];
    let checked = 0;
    for (let percent = 0; percent <= 50; percent += 7)
      for (const night of [1, 99, 749_999, 750_001, 1_234_567])
        for (const registered of [true, false])
          for (const refund of refunds) {
            const stay = {
              nights: [paise(night), paise(night + 3)],
              cleaning: paise(night % 997),
              fee: paise(night % 331),
              registered,
            };
            expect(ledgerOf(stay, refund, percent).differencePaise).toBe(0);
            checked += 1;
          }
    expect(checked).toBe(8 * 5 * 2 * 3);
  });
});
