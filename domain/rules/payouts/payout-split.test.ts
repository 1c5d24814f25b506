import { describe, expect, it } from 'vitest';
import { type Paise, paise } from '../../money.ts';
import { MAX_COMMISSION_PERCENT, type PayoutSplit, payoutSplit } from './payout-split.ts';

const split = (gross: number, gst: number, hostIsSupplier: boolean, commissionPercent = 3) =>
  payoutSplit({
    accommodationTaxablePaise: paise(gross),
    accommodationGstPaise: paise(gst),
    hostIsSupplier,
    commissionPercent,
  });

/** The identity, added up here on its own. */
const identityHolds = (s: PayoutSplit) =>
  s.netPaise ===
  s.grossPaise + s.gstPassedPaise - s.commissionPaise - s.commissionGstPaise - s.tdsPaise - s.tcsPaise;

describe('payoutSplit', () => {
  it('pays a registered host the stay and its GST, less commission, its GST, TDS and TCS (₹10,000.01)', () => {
    // 5% GST on ₹10,000.01 is 2 × ₹250.00 (each half 25,000.025 paise, rounded).
    expect(split(1_000_001, 50_000, true)).toEqual({
      grossPaise: 1_000_001,
      gstPassedPaise: 50_000,
      commissionPaise: 30_000, // 3% = 30,000.03
      commissionGstPaise: 5_400, // 18% of ₹300
      tdsPaise: 1_000, // 0.1% = 1,000.001
      tcsPaise: 5_000, // 0.25% = 2,500.0025, twice
      netPaise: 1_008_601,
    });
  });

  it('keeps the GST from an unregistered host (Basera owes it under 9(5)) and collects no TCS', () => {
    expect(split(1_000_001, 50_000, false)).toEqual({
      grossPaise: 1_000_001,
      gstPassedPaise: 0,
      commissionPaise: 30_000,
      commissionGstPaise: 5_400,
      tdsPaise: 1_000,
      tcsPaise: 0,
      netPaise: 963_601,
    });
  });

  it('rounds each share half up at odd paise (₹1,234.55)', () => {
    expect(split(123_455, 6_172, true)).toEqual({
      grossPaise: 123_455,
      gstPassedPaise: 6_172,
      commissionPaise: 3_704, // 3,703.65
      commissionGstPaise: 667, // 18% of 3,704 = 666.72
      tdsPaise: 123, // 123.455
      tcsPaise: 618, // 308.6375 -> 309, twice
      netPaise: 124_515,
    });
    expect(split(123_455, 6_172, false).netPaise).toBe(123_455 - 3_704 - 667 - 123);
  });

  it('rounds a share of exactly half a paisa up', () => {
    expect(split(50, 0, false).commissionPaise).toBe(2); // 1.5
    expect(split(2_450, 0, false).commissionPaise).toBe(74); // 73.5
    expect(split(1_500, 0, false).tdsPaise).toBe(2); // 1.5
    expect(split(200, 0, true).tcsPaise).toBe(2); // 0.5, twice
    expect(split(199, 0, true).tcsPaise).toBe(0); // 0.4975
    expect(split(2_500, 0, false).commissionGstPaise).toBe(14); // 18% of 75 = 13.5
  });

  it('leaves a tiny stay with what is left of it, never less than nothing', () => {
    expect(split(0, 0, true)).toEqual({
      grossPaise: 0,
      gstPassedPaise: 0,
      commissionPaise: 0,
      commissionGstPaise: 0,
      tdsPaise: 0,
      tcsPaise: 0,
      netPaise: 0,
    });
    expect(split(1, 0, true).netPaise).toBe(1);
    expect(split(17, 1, true)).toMatchObject({ commissionPaise: 1, commissionGstPaise: 0, netPaise: 17 });
  });

  it('holds the identity and never pays below zero, for every gross to ₹100 at every allowed commission', () => {
    const broken: string[] = [];
    for (let percent = 0; percent <= MAX_COMMISSION_PERCENT; percent++)
      for (let gross = 0; gross <= 10_000; gross++)
        for (const supplier of [true, false]) {
          const s = split(gross, 0, supplier, percent);
          if (s.netPaise < 0 || !identityHolds(s)) broken.push(`${gross} paise at ${percent}% ${supplier}`);
        }
    expect(broken).toEqual([]);
  });

  it('takes no commission at 0% and still withholds the taxes', () => {
    expect(split(1_000_000, 0, true, 0)).toMatchObject({
      commissionPaise: 0,
      commissionGstPaise: 0,
      tdsPaise: 1_000,
      tcsPaise: 5_000,
      netPaise: 994_000,
    });
  });

  it('refuses a commission that is not a whole percent from 0 to 50, and negative amounts', () => {
    for (const percent of [-1, 2.5, 51, Number.NaN])
      expect(() => split(100, 0, true, percent)).toThrow(RangeError);
    expect(() => split(-1, 0, true)).toThrow(RangeError);
    expect(() => split(100, -1 as unknown as Paise, true)).toThrow(RangeError);
  });
});
